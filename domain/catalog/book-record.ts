import type { CatalogFlag } from '../taxonomy/catalog-flags.js';

/** One book of the content catalog as the import reads it and the exporter writes it. */
export interface BookRecord {
  readonly isbn: string;
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  readonly flags: Readonly<Record<CatalogFlag, boolean>>;
  readonly examples: Readonly<Record<CatalogFlag, string>>;
}
