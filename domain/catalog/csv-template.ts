import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { CSV_HEADER } from './csv-header.js';
import { CSV_LINE_BREAK, toCsvLine, toCsvRow } from './csv-row.writer.js';
import { SERIES_COLUMNS } from './csv-series-columns.js';

/** The flagged content of the template's example book: the flags set to yes, with their examples. */
const EXAMPLE_CONTENT: Readonly<Partial<Record<CatalogFlag, string>>> = {
  violence: 'A battle between the armies of Aslan and the White Witch.',
  religious_content: "Aslan's sacrifice and return are widely read as Christian allegory.",
  supernatural_occult: 'The White Witch casts spells and turns creatures to stone.',
};

/** The example row of the CSV template. */
export const CSV_TEMPLATE_EXAMPLE: BookRecord = {
  isbn: '9780064404990',
  title: 'The Lion, the Witch and the Wardrobe',
  author: 'C. S. Lewis',
  summary: 'Four children step through a wardrobe into Narnia, a land held in endless winter by the White Witch.',
  flags: Object.fromEntries(CATALOG_FLAGS.map((flag) => [flag, flag in EXAMPLE_CONTENT])) as Record<CatalogFlag, boolean>,
  examples: Object.fromEntries(CATALOG_FLAGS.map((flag) => [flag, EXAMPLE_CONTENT[flag] ?? ''])) as Record<CatalogFlag, string>,
  series: { name: 'The Chronicles of Narnia', volume: 1 },
};
const TEMPLATE_SERIES = ['The Chronicles of Narnia', '1'] as const;

/** The template's header: exactly the specification's 36 columns. */
export const CSV_TEMPLATE_HEADER: readonly string[] = CSV_HEADER;
/** The optional series template's header: the 36 columns, then series and series_volume. */
export const CSV_SERIES_TEMPLATE_HEADER: readonly string[] = [...CSV_HEADER, ...SERIES_COLUMNS];

/** The text of /csv-template.csv: the specification's 36 columns and one example row. */
export const csvTemplate = (): string => [CSV_TEMPLATE_HEADER, toCsvRow(CSV_TEMPLATE_EXAMPLE)].map(toCsvLine).join(CSV_LINE_BREAK);

/** The text of /csv-template-series.csv: the 36 columns, the optional series columns, and the example row with its series. */
export const csvSeriesTemplate = (): string =>
  [CSV_SERIES_TEMPLATE_HEADER, [...toCsvRow(CSV_TEMPLATE_EXAMPLE), ...TEMPLATE_SERIES]].map(toCsvLine).join(CSV_LINE_BREAK);
