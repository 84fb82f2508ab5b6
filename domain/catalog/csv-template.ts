import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookRecord } from './book-record.js';
import { toCsvText } from './csv-row.writer.js';

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
};

/** The text of /csv-template.csv: the 36-column header and one example row. */
export const csvTemplate = (): string => toCsvText([CSV_TEMPLATE_EXAMPLE]);
