import { OFFLINE_PHOTO_MAX_EDGE } from '../../../../domain/index.js';

/**
 * A cover photo made small enough to keep on the device until the connection returns: its longest
 * side at most OFFLINE_PHOTO_MAX_EDGE pixels, as a JPEG. The photo as it was when it cannot be drawn.
 */
export async function downscalePhoto(dataUrl: string, maxEdge = OFFLINE_PHOTO_MAX_EDGE): Promise<string> {
  try {
    // an <img>, not fetch(): the content policy lets images, never fetches, read data: URLs
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const scale = Math.min(1, maxEdge / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return dataUrl;
  }
}
