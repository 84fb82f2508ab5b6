/** How flag cells are read. Lenient (the batch import): yes, y or true mean yes, anything else no. */
export const LENIENT_YES = ['yes', 'y', 'true'] as const;
/** Words that read as a flag when re-aligning a row (they locate the flag columns). */
export const LENIENT_FLAG_WORDS = ['yes', 'y', 'true', 'no', 'n', 'false'] as const;
/** Strict (the clean import): only yes or no. */
export const STRICT_FLAG_WORDS = ['yes', 'no'] as const;

const word = (cell: string) => cell.trim().toLowerCase();

/** Lenient reading: yes / y / true in any case, ignoring outer spaces, is yes; anything else is no. */
export const readLenientFlag = (cell: string): boolean => (LENIENT_YES as readonly string[]).includes(word(cell));

/** Strict reading: yes → true, no → false (any case, outer spaces ignored), anything else → null. */
export const readStrictFlag = (cell: string): boolean | null => {
  const w = word(cell);
  return w === 'yes' ? true : w === 'no' ? false : null;
};

/** True when the cell looks like a flag in the given mode. */
export const isFlagWord = (cell: string, strict: boolean): boolean =>
  ((strict ? STRICT_FLAG_WORDS : LENIENT_FLAG_WORDS) as readonly string[]).includes(word(cell));
