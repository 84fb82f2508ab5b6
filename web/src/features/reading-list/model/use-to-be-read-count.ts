import { useAuth } from '../../../app/session/auth-context.js';
import { useReadingListQuery } from '../api/reading-list.api.js';

/** The TBR badge: the family's books not yet completed, kept true by the 'ReadingList' cache tag. */
export function useToBeReadCount(): number {
  const { status } = useAuth();
  const { data } = useReadingListQuery(undefined, { skip: status !== 'signedIn' });
  return data ? data.filter((item) => item.reading_status !== 'completed').length : 0;
}
