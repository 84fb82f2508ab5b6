import { CATALOG_FLAGS, type CatalogFlag } from '../taxonomy/catalog-flags.js';

/** A full import row has 36 fields: isbn, title, author, summary, then 16 flag/example pairs. */
export const CSV_FIELD_COUNT = 36;
export const CSV_LEADING_COLUMNS = ['isbn', 'title', 'author', 'summary'] as const;

/** The name of a flag's yes/no column, as in the catalog table: `violence_flag`. */
export const flagColumn = (flag: CatalogFlag): string => `${flag}_flag`;
/** The name of a flag's example column, as in the catalog table: `violence_example`. */
export const exampleColumn = (flag: CatalogFlag): string => `${flag}_example`;

/** The 36 column names of the import format, in order; the CSV template's header row. */
export const CSV_HEADER: readonly string[] = [...CSV_LEADING_COLUMNS, ...CATALOG_FLAGS.flatMap((flag) => [flagColumn(flag), exampleColumn(flag)])];
