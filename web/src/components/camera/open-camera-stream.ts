/** The rear camera at up to 1920x1080 when there is one. */
export const REAR_CAMERA: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};
/** The fallback: the front camera (laptops, some tablets). */
export const FRONT_CAMERA: MediaStreamConstraints = { audio: false, video: { facingMode: 'user' } };

const isPermissionError = (error: unknown) =>
  typeof error === 'object' && error !== null && ['NotAllowedError', 'SecurityError'].includes(String((error as { name?: unknown }).name));

/**
 * Opens the device camera: rear preferred, then the front one. A refused permission is not
 * retried (asking again would only repeat the refusal).
 */
export async function openCameraStream(media: Pick<MediaDevices, 'getUserMedia'> | undefined = navigator.mediaDevices): Promise<MediaStream> {
  if (!media?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
  try {
    return await media.getUserMedia(REAR_CAMERA);
  } catch (error) {
    if (isPermissionError(error)) throw error;
    return media.getUserMedia(FRONT_CAMERA);
  }
}

/** Stops every track, so the camera light goes off. */
export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
