/** How the quiz speaks of its reader: 'your' / 'Mia's' and 'you' / 'Mia'. */
export interface ReaderWords {
  possessive: string;
  subject: string;
}

/** The account holder's quiz speaks to 'you'; a member's speaks of them by name. */
export const readerWords = (isSelf: boolean, name: string): ReaderWords =>
  isSelf || name.trim() === ''
    ? { possessive: isSelf ? 'your' : 'their', subject: isSelf ? 'you' : 'they' }
    : { possessive: `${name.trim()}’s`, subject: name.trim() };
