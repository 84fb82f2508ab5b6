/** Sample files under web/public/samples/, in the 36-column import format. */
export const SAMPLE_CSVS = [
  { value: '/samples/three-books.csv', label: 'Three books (clean)' },
  { value: '/samples/needs-fixing.csv', label: 'Rows that need fixing' },
] as const;
