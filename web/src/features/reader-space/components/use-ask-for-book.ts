import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useAskForBookMutation } from '../api/reader-space.api.js';
import { READER_SPACE_MESSAGES } from '../model/reader-space-messages.js';
import type { NewReaderRequest } from '../model/reader-space.types.js';

/** Sends a request; answers the server's message (e.g. "You already asked for this book.") or null when sent. */
export function useAskForBook() {
  const [ask, state] = useAskForBookMutation();
  const send = async (request: NewReaderRequest): Promise<string | null> => {
    const note = request.note?.trim();
    try {
      await ask({
        title: request.title.trim(),
        author: request.author.trim(),
        ...(request.isbn ? { isbn: request.isbn } : {}),
        ...(note ? { note } : {}),
      }).unwrap();
      notifications.show({ color: 'sage.8', message: READER_SPACE_MESSAGES.asked(request.title.trim()) });
      return null;
    } catch (e) {
      return apiErrorMessage(e as never) ?? READER_SPACE_MESSAGES.askFailed;
    }
  };
  return { send, sending: state.isLoading };
}
