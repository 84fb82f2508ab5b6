import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isNativeShell } from '../../../app/native-shell.js';
import { imageFileToDataUrl } from '../model/image-file-to-data-url.js';
import { capacitorCamera, isNotImplemented, nativePhoto } from '../model/native-camera.js';
import { SCAN_CAPTURE_MESSAGES as M, type PhotoOutcome, type PhotoSource } from '../model/scan-capture.types.js';

const CameraDialog = lazy(() => import('./camera-dialog.js').then((m) => ({ default: m.CameraDialog })));

/**
 * The photo source of this device behind one interface: the Capacitor Camera plugin in the native
 * shell (falling back to the web way when the bridge says 'not implemented'), else the web camera
 * dialog and a file picker. `element` holds the web pieces and must be rendered.
 */
export function usePhotoSource(): { source: PhotoSource; element: ReactNode } {
  const native = useMemo(() => isNativeShell(), []);
  const camera = useMemo(() => capacitorCamera(), []);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraLoaded, setCameraLoaded] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<((outcome: PhotoOutcome) => void) | null>(null);

  const settle = useCallback((outcome: PhotoOutcome) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(outcome);
  }, []);
  const waitForOutcome = useCallback(() => {
    settle({ kind: 'cancelled' }); // a request left open (a picker dismissed unnoticed) ends quietly
    return new Promise<PhotoOutcome>((resolve) => (pending.current = resolve));
  }, [settle]);

  // A dismissed file picker fires 'cancel' (no React prop for it on inputs).
  useEffect(() => {
    const input = fileInput.current;
    const onCancel = () => settle({ kind: 'cancelled' });
    input?.addEventListener('cancel', onCancel);
    return () => input?.removeEventListener('cancel', onCancel);
  }, [settle]);

  const source = useMemo<PhotoSource>(() => {
    const webTakePhoto = () => {
      const outcome = waitForOutcome();
      setCameraLoaded(true);
      setCameraOpen(true);
      return outcome;
    };
    const webChoose = () => {
      const outcome = waitForOutcome();
      fileInput.current?.click();
      return outcome;
    };
    if (!camera) return { native, takePhoto: webTakePhoto, chooseFromLibrary: webChoose };
    return {
      native,
      takePhoto: () =>
        nativePhoto(camera, 'CAMERA').catch((error: unknown) => (isNotImplemented(error) ? webTakePhoto() : failed(M.cameraErrorTitle, M.couldNotAccess))),
      chooseFromLibrary: () =>
        nativePhoto(camera, 'PHOTOS').catch((error: unknown) => (isNotImplemented(error) ? webChoose() : failed(M.galleryErrorTitle, M.galleryError))),
    };
  }, [camera, native, waitForOutcome]);

  const onFiles = async (files: FileList | null) => {
    const images = [...(files ?? [])].filter((f) => f.type === '' || f.type.startsWith('image/'));
    if (fileInput.current) fileInput.current.value = ''; // the same photo may be picked again
    if (images.length === 0) return settle(files && files.length > 0 ? failed(M.selectionErrorTitle, M.selectionError) : { kind: 'cancelled' });
    try {
      settle({ kind: 'photos', dataUrls: await Promise.all(images.map(imageFileToDataUrl)) });
    } catch {
      settle(failed(M.selectionErrorTitle, M.selectionError));
    }
  };

  const element = (
    <>
      <input ref={fileInput} type="file" accept="image/*" multiple hidden data-testid="cover-upload" onChange={(e) => void onFiles(e.currentTarget.files)} />
      <Suspense fallback={null}>
        {cameraLoaded && (
          <CameraDialog
            opened={cameraOpen}
            onUse={(dataUrl) => {
              setCameraOpen(false);
              settle({ kind: 'photos', dataUrls: [dataUrl] });
            }}
            onIsbn={(isbn) => {
              setCameraOpen(false);
              settle({ kind: 'isbn', isbn });
            }}
            onClose={() => {
              setCameraOpen(false);
              settle({ kind: 'cancelled' });
            }}
            onUploadInstead={() => {
              setCameraOpen(false);
              fileInput.current?.click(); // still the parent's tap; the pending photo request is answered by the picker
            }}
          />
        )}
      </Suspense>
    </>
  );
  return { source, element };
}

const failed = (title: string, message: string): PhotoOutcome => ({ kind: 'failed', title, message });
