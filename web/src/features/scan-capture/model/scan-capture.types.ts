import type { ScansControllerScanImageApiArg, ScansControllerScanImageApiResponse } from '../../../api/generated.js';
import { CAMERA_MESSAGES } from '../../../components/camera/camera-messages.js';

/** What a photo source hands back: images as data URLs, a book's ISBN read live from its barcode, a silent cancel, or a failure to show. */
export type PhotoOutcome =
  { kind: 'photos'; dataUrls: string[] } | { kind: 'isbn'; isbn: string } | { kind: 'cancelled' } | { kind: 'failed'; title: string; message: string };

/**
 * Where a cover photo comes from. The web (a camera dialog and a file picker) and the native shell
 * (the Capacitor Camera plugin) answer the same two questions.
 */
export interface PhotoSource {
  readonly native: boolean;
  takePhoto: () => Promise<PhotoOutcome>;
  /** 'Upload Image' on the web (several allowed), 'Choose from Library' in the app. */
  chooseFromLibrary: () => Promise<PhotoOutcome>;
}

/** POST /api/scans/image's answer (generated): the books read from the cover, the barcode's ISBN, where the answer came from. */
export type ImageScanAnswer = ScansControllerScanImageApiResponse;
/** A book POST /api/scans/image read from the cover. */
export type DetectedBook = ImageScanAnswer['books'][number];
/** POST /api/scans/image's JSON body. */
export type ImageScanRequest = Required<Pick<ScansControllerScanImageApiArg['body'], 'imageDataUrl' | 'reader_id'>>;

/** A book barcode read: its ISBN, and whether the server already wrote the scan into the history. */
export interface IsbnFound {
  isbn: string;
  recordedByServer: boolean;
}

export const SCAN_CAPTURE_MESSAGES = {
  ...CAMERA_MESSAGES,
  noBookTitle: 'No book detected',
  noBook: 'Could not identify a book in the image. Please try again with a clearer photo of the cover.',
  scanFailedTitle: 'Scanning failed',
  scanFailed: 'Please try again with a different photo',
  hint: 'Position book cover in frame and tap to capture',
  barcodeHint: 'Or hold the barcode on the back in the frame: it is read by itself.',
  photoPermissionTitle: 'Photo Permission Required',
  photoPermissionDenied: 'Photo library permission denied. Please allow access to your photos in your device settings.',
  notReadyTitle: 'Camera Not Ready',
  notReady: 'Please wait a moment for the camera to start.',
  captureFailedTitle: 'Capture Failed',
  captureFailed: 'Could not take the photo. Please try again.',
  galleryErrorTitle: 'Gallery Error',
  galleryError: 'Could not open your photos. Please try again.',
  selectionErrorTitle: 'Photo Selection Error',
  selectionError: 'Could not read that image. Please choose another photo.',
  noPhotoTitle: 'No Photo',
  noPhoto: 'No photo was returned. Please try again.',
} as const;
