import { isUsableCapture } from '../../../../domain/index.js';

/** The web capture's JPEG quality. */
export const CAPTURE_QUALITY = 0.9;

/**
 * The current video frame as a JPEG data URL, or null when the video has no picture yet or the
 * result is too short to be an image (under 100 characters).
 */
export function captureFrame(video: HTMLVideoElement): string | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const dataUrl = canvas.toDataURL('image/jpeg', CAPTURE_QUALITY);
  return isUsableCapture(dataUrl) ? dataUrl : null;
}
