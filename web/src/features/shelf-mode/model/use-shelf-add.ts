import { useCallback, useState } from 'react';
import { SHELF_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useAddShelfBookMutation } from '../api/shelf-mode.api.js';
import { SHELF_WEB_MESSAGES as M } from './shelf-mode.types.js';

/** The line under the camera after each scan. */
export type ShelfFeedback = { tone: 'added' | 'duplicate' | 'missing'; text: string } | null;

/** A refusal that stops scanning until the parent acts: free scans used, the session full or ended. */
export type ShelfBlock = { kind: 'quota' | 'full' | 'ended'; message: string } | null;

export interface ShelfAdd {
  feedback: ShelfFeedback;
  block: ShelfBlock;
  /** Posts one ISBN; resolves to null when it joined the list (or was already on it), '' when the refusal stops the shelf (said once, in `block`'s alert), else the message to show. */
  submit: (isbn: string) => Promise<string | null>;
}

const buzz = () => {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(60);
};

/** Adds scanned or typed ISBNs to one shelf session and says what became of each. */
export function useShelfAdd(sessionId: string): ShelfAdd {
  const [add] = useAddShelfBookMutation();
  const [feedback, setFeedback] = useState<ShelfFeedback>(null);
  const [block, setBlock] = useState<ShelfBlock>(null);

  const submit = useCallback(
    async (isbn: string): Promise<string | null> => {
      try {
        const { book, duplicate } = await add({ id: sessionId, isbn }).unwrap();
        const title = book.title ?? `ISBN ${book.isbn}`;
        if (duplicate) setFeedback({ tone: 'duplicate', text: `${SHELF_MESSAGES.duplicate}: ${title}` });
        else if (!book.in_catalog) setFeedback({ tone: 'missing', text: `Not in our catalog yet: ISBN ${book.isbn}` });
        else setFeedback({ tone: 'added', text: `Added: ${title}` });
        buzz();
        return null;
      } catch (error) {
        const status = apiErrorStatus(error as never);
        const message = apiErrorMessage(error as never);
        if (status === 402 && message) setBlock({ kind: 'quota', message });
        else if (status === 409 && message) setBlock({ kind: apiErrorCode(error as never) === 'limit_reached' ? 'full' : 'ended', message });
        // a refusal that stops the shelf is said once, in its own alert above the field ('' keeps what was typed)
        else return message ?? M.addFailed;
        return '';
      }
    },
    [add, sessionId],
  );

  return { feedback, block, submit };
}
