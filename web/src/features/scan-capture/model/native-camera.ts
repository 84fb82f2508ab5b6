import { isUsableCapture } from '../../../../../domain/index.js';
import { SCAN_CAPTURE_MESSAGES as M, type PhotoOutcome } from './scan-capture.types.js';

/** The slice of the Capacitor Camera plugin we call (window.Capacitor.Plugins.Camera). */
export interface CapacitorCamera {
  getPhoto: (options: {
    quality: number;
    width: number;
    height: number;
    resultType: 'dataUrl';
    source: 'CAMERA' | 'PHOTOS';
    correctOrientation?: boolean;
    allowEditing?: boolean;
  }) => Promise<{ dataUrl?: string }>;
  requestPermissions?: (options: { permissions: ('camera' | 'photos')[] }) => Promise<{ camera?: string; photos?: string }>;
}

/** Native capture settings (§9): quality 90, at most 1024 by 1024, a data URL. */
export const NATIVE_PHOTO = { quality: 90, width: 1024, height: 1024, resultType: 'dataUrl' as const, correctOrientation: true, allowEditing: false };

/** The Camera plugin when the page runs in the Capacitor shell and the plugin is there. */
export function capacitorCamera(probe: unknown = globalThis): CapacitorCamera | null {
  const plugins = (probe as { Capacitor?: { Plugins?: { Camera?: unknown } } } | undefined)?.Capacitor?.Plugins;
  const camera = plugins?.Camera as Partial<CapacitorCamera> | undefined;
  return camera && typeof camera.getPhoto === 'function' ? (camera as CapacitorCamera) : null;
}

const text = (error: unknown) => (error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error)).toLowerCase();

/** The bridge says the plugin is not there: the caller falls back to the web way. */
export const isNotImplemented = (error: unknown) => text(error).includes('not implemented');

/** One native photo: asks permission, then opens the camera or the library. */
export async function nativePhoto(camera: CapacitorCamera, source: 'CAMERA' | 'PHOTOS'): Promise<PhotoOutcome> {
  const fromCamera = source === 'CAMERA';
  if (camera.requestPermissions) {
    const permission = fromCamera ? 'camera' : 'photos';
    const granted = await camera.requestPermissions({ permissions: [permission] }).catch(() => null);
    const state = granted?.[permission];
    if (state === 'denied') {
      return fromCamera
        ? { kind: 'failed', title: M.permissionTitle, message: M.permissionDenied }
        : { kind: 'failed', title: M.photoPermissionTitle, message: M.photoPermissionDenied };
    }
  }
  try {
    const photo = await camera.getPhoto({ ...NATIVE_PHOTO, source });
    if (!photo.dataUrl || !isUsableCapture(photo.dataUrl)) return { kind: 'failed', title: M.noPhotoTitle, message: M.noPhoto };
    return { kind: 'photos', dataUrls: [photo.dataUrl] };
  } catch (error) {
    if (text(error).includes('cancel')) return { kind: 'cancelled' }; // the parent changed their mind: silent
    if (isNotImplemented(error)) throw error;
    return fromCamera
      ? { kind: 'failed', title: M.cameraErrorTitle, message: M.couldNotAccess }
      : { kind: 'failed', title: M.galleryErrorTitle, message: M.galleryError };
  }
}
