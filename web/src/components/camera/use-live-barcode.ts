import { useEffect, type RefObject } from 'react';
import { canReadBarcodes, readBookIsbn, videoFrame } from './browser-barcode.js';
import { useLatestRef } from '../use-latest-ref.js';

/** The camera is read for a barcode about three times a second (each read takes tens of ms). */
export const LIVE_SCAN_INTERVAL_MS = 350;

/**
 * While `active`, reads the live camera picture for a book's barcode, a few frames a second, one
 * read at a time, and calls `onIsbn` with the first ISBN found, then stops; with `continuous`
 * (shelf mode) it calls `onIsbn` for every frame with a barcode and keeps reading (the caller
 * ignores repeats). Does nothing in a browser that cannot read barcodes (the photo is then read
 * by the server).
 */
export function useLiveBarcode(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onIsbn: ((isbn: string) => void) | undefined,
  { continuous = false }: { continuous?: boolean } = {},
): void {
  const onIsbnRef = useLatestRef(onIsbn);
  const enabled = active && onIsbn !== undefined;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const video = videoRef.current;
      const frame = video ? videoFrame(video, canvas) : null;
      const isbn = frame ? await readBookIsbn(frame) : null;
      if (stopped) return;
      if (isbn) {
        if (!continuous) stopped = true;
        onIsbnRef.current?.(isbn);
        if (!continuous) return;
      }
      timer = setTimeout(() => void tick(), LIVE_SCAN_INTERVAL_MS);
    };
    void canReadBarcodes().then((ok) => {
      if (ok && !stopped) timer = setTimeout(() => void tick(), LIVE_SCAN_INTERVAL_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, videoRef, continuous, onIsbnRef]);
}
