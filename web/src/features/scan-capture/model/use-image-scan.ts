import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { SCAN_START_DELAY_MS } from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useScanBookImageMutation } from '../api/scan-capture.api.js';
import { readBookIsbnFromDataUrl } from '../../../components/camera/browser-barcode.js';
import { useLatestRef } from '../../../components/use-latest-ref.js';
import { SCAN_CAPTURE_MESSAGES as M, type DetectedBook, type IsbnFound } from './scan-capture.types.js';

const key = (b: DetectedBook) => `${b.title.trim().toLowerCase()}|${(b.author ?? '').trim().toLowerCase()}`;

export interface ImageScan {
  /** True from the moment images are handed over until the books are known. */
  scanning: boolean;
  /** Reads the books on one or more cover photos; ignored while a scan runs. */
  scan: (dataUrls: string[]) => void;
}

/**
 * Cover photos to books: starts 100 ms after the pick. Each photo is first read for a book's
 * barcode in this browser; else POST /api/scans/image reads it (the barcode again, for browsers
 * that cannot, then the cover). The first ISBN found goes to `onIsbn` (straight to its analysis, no
 * choice); else every distinct book found goes to `onBooks` (one: straight to analysis; several:
 * a choice).
 */
export function useImageScan({
  readerId,
  onBooks,
  onIsbn,
}: {
  readerId: string;
  onBooks: (books: DetectedBook[]) => void;
  onIsbn: (found: IsbnFound) => void;
}): ImageScan {
  const [scanImage] = useScanBookImageMutation();
  const [scanning, setScanning] = useState(false);
  const running = useRef(false);
  const onBooksRef = useLatestRef(onBooks);
  const onIsbnRef = useLatestRef(onIsbn);

  const run = useCallback(
    async (dataUrls: string[]) => {
      const found = new Map<string, DetectedBook>();
      let failed = 0;
      let quotaMessage: string | null = null;
      for (const imageDataUrl of dataUrls) {
        const isbn = await readBookIsbnFromDataUrl(imageDataUrl);
        if (isbn) return onIsbnRef.current({ isbn, recordedByServer: false });
        try {
          const answer = await scanImage({ imageDataUrl, reader_id: readerId }).unwrap();
          // the server read a book's barcode: it wrote the history entry when its catalog named the book
          if (answer.source === 'barcode' && answer.isbn) return onIsbnRef.current({ isbn: answer.isbn, recordedByServer: answer.books.length > 0 });
          for (const book of answer.books ?? []) if (book.title?.trim() && !found.has(key(book))) found.set(key(book), book);
        } catch (error) {
          failed += 1;
          if (apiErrorStatus(error as never) === 402) quotaMessage = apiErrorMessage(error as never);
        }
      }
      if (found.size > 0) onBooksRef.current([...found.values()]);
      else if (quotaMessage) notifications.show({ color: 'red', message: quotaMessage });
      else if (failed === dataUrls.length) notifications.show({ color: 'red', title: M.scanFailedTitle, message: M.scanFailed });
      else notifications.show({ color: 'yellow', title: M.noBookTitle, message: M.noBook });
    },
    [scanImage, readerId, onBooksRef, onIsbnRef],
  );

  const scan = useCallback(
    (dataUrls: string[]) => {
      if (running.current || dataUrls.length === 0) return; // a second scan while one runs is ignored
      running.current = true;
      setScanning(true);
      setTimeout(() => {
        void run(dataUrls).finally(() => {
          running.current = false;
          setScanning(false);
        });
      }, SCAN_START_DELAY_MS);
    },
    [run],
  );

  return { scanning, scan };
}
