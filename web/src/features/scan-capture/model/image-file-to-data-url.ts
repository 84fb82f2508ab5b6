/** Uploaded photos are scaled so the longest side is at most this (a phone photo is 4000+ px). */
export const UPLOAD_MAX_SIDE = 2048;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL answers text; anything else would be a browser bug, reported rather than sent as 'null'
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Could not read the file')));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

/**
 * A picked image as a JPEG data URL, scaled down when large so the upload is quick on a shop's
 * mobile data. Falls back to the file as it is when the browser cannot decode it here.
 */
export async function imageFileToDataUrl(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.9);
  } catch {
    return readAsDataUrl(file);
  }
}
