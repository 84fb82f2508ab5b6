/** Examples of the import answers for the OpenAPI document. */
export const IMPORT_REPORT_EXAMPLE = {
  success: false,
  dryRun: true,
  mode: 'batch',
  total: 4,
  imported: 0,
  inserted: 0,
  updated: 0,
  valid: 3,
  errors: 1,
  validationWarnings: 1,
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
  validationDetails: ['Row 3: "12345" is not a valid ISBN-10 or ISBN-13'],
  errorDetails: ['Row 5: Could not normalize to 36 fields (got 12). Check for stray commas or unmatched quotes.'],
  autoFixDetails: ['Row 4: Added the missing empty suicide_self_harm_example'],
};

export const CLEAN_IMPORT_EXAMPLE = {
  ...IMPORT_REPORT_EXAMPLE,
  mode: 'clean',
  errorDetails: ['Row 2: violence_flag must be yes or no (got "y")'],
};
