/** The live camera's words (§8 camera wording), shared by every screen that opens the camera. */
export const CAMERA_MESSAGES = {
  starting: 'Starting camera...',
  permissionTitle: 'Camera Permission Required',
  permissionDenied: 'Camera permission denied. Please allow camera access in your browser or device settings.',
  notAvailable: 'Camera not available on this device.',
  cameraErrorTitle: 'Camera Error',
  couldNotAccess: 'Could not access camera. Please check permissions.',
} as const;
