/**
 * Wording of the reader-data answers that the domain package does not (yet) hold. Where the
 * specification's catalogue gives a text, it is used verbatim.
 */
export const READER_MESSAGES = {
  memberNotFound: 'Family member not found',
  /** Specification §8 "Selection and update": a reader_id that names no reader of the account. */
  noReader: 'Please select a family member or yourself',
  /** Specification §5: the Update Reading Profile dialog needs books liked or not liked. */
  addSomeInformation: 'Please add some information',
  tolerance: 'Comfort levels must be whole numbers from 0 (avoid) to 5 (any level)',
} as const;
