import type { CatalogFlag } from '../taxonomy/catalog-flags.js';
import type { BookSeries } from './csv-series-columns.js';

/** One book of the content catalog as the import reads it and the exporter writes it. */
export interface BookRecord {
  readonly isbn: string;
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  readonly flags: Readonly<Record<CatalogFlag, boolean>>;
  readonly examples: Readonly<Record<CatalogFlag, string>>;
  /**
   * Only when the file has series columns: the row's series, or null when it leaves them blank (the
   * stored series is then kept). Absent: the file says nothing about series.
   */
  readonly series?: BookSeries | null;
}
