/** Examples of the import answers for the OpenAPI document. */
export const IMPORT_REPORT_EXAMPLE = {
  success: false,
  dryRun: true,
  mode: 'batch',
  total: 4,
  imported: 0,
  inserted: 0,
  updated: 0,
  valid: 2,
  errors: 2,
  fieldCountErrors: 1,
  validationWarnings: 0,
  autoFixed: 1,
  previewData: [
    {
      title: 'The Lion, the Witch and the Wardrobe',
      author: 'C. S. Lewis',
      isbn: '9780064404990',
      contentFlags: ['violence', 'religious_content'],
      series: { name: 'The Chronicles of Narnia', volume: 1 },
    },
  ],
  validationDetails: [],
  errorDetails: [
    'Row 3: 9790260000438 is an ISMN (printed music), not a book ISBN',
    'Row 5: Could not normalize to 36 fields (got 40). Check for stray commas or unmatched quotes.',
  ],
  autoFixDetails: ['Row 4: Added the missing empty suicide_self_harm_example'],
};

export const CLEAN_IMPORT_EXAMPLE = {
  ...IMPORT_REPORT_EXAMPLE,
  mode: 'clean',
  errorDetails: ['Row 2: violence_flag must be yes or no (got "y")'],
};
