import { LRUCache } from 'lru-cache';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AnalysedBook, BookCatalog, CatalogBook, CatalogFactsHit, CatalogHit, RelatedCatalogBook } from '../../application/ports/book-catalog.port.js';
import type { BookFacts } from '../../domain/index.js';
import { db } from '../persistence/database.js';

/** Searches kept at once (each at most one page of hits). */
export const SEARCH_CACHE_ENTRIES = 500;

/** Reads the catalog's version: a number that grows with every committed change to the catalog. */
export type CatalogVersionReader = () => Promise<number>;

/** The version row (migration 20261126060000_catalog_version), read in one primary-key lookup. */
export const catalogVersionOf =
  (orm: MikroORM): CatalogVersionReader =>
  async () => {
    const row = await db(orm).selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirst();
    return Number(row?.version ?? 0);
  };

const normalized = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The catalog with its searches kept in memory while the catalog does not change (issue 20: a
 * repeated search cost a trigram query each time). Each search first reads the catalog's version
 * (one primary-key read); an answer is reused only under the version it was computed at, so a book
 * imported, fixed or added by an analysis (by this instance or another) is found by the next
 * search: the version is bumped at the commit of the change, in the same transaction (see the
 * migration), and read before the search, so an answer computed from rows older than the version
 * it is kept under cannot happen. Concurrent identical searches share one query. Answers are frozen
 * (they are shared between requests). Every other call goes to the catalog as it is.
 */
export class VersionedSearchCache implements BookCatalog {
  private readonly answers = new LRUCache<string, Promise<readonly (CatalogHit | CatalogFactsHit)[]>>({ max: SEARCH_CACHE_ENTRIES });
  private seenVersion = -1;

  constructor(
    private readonly catalog: BookCatalog,
    private readonly version: CatalogVersionReader,
  ) {}

  search(query: string, limit: number): Promise<CatalogHit[]> {
    return this.kept('search', query, limit, () => this.catalog.search(query, limit)) as Promise<CatalogHit[]>;
  }

  searchWithFacts(query: string, limit: number): Promise<CatalogFactsHit[]> {
    return this.kept('facts', query, limit, () => this.catalog.searchWithFacts(query, limit)) as Promise<CatalogFactsHit[]>;
  }

  private async kept(kind: string, query: string, limit: number, run: () => Promise<readonly (CatalogHit | CatalogFactsHit)[]>) {
    const q = normalized(query);
    if (q === '') return run();
    const version = await this.version();
    // answers of an older catalog are never used again: let them go at once
    if (version !== this.seenVersion) {
      if (version > this.seenVersion) this.answers.clear();
      this.seenVersion = Math.max(this.seenVersion, version);
    }
    const key = `${version}\u0000${kind}\u0000${limit}\u0000${q}`;
    const known = this.answers.get(key);
    if (known) return known;
    const answer = run().then((hits) => Object.freeze(hits.map((h) => Object.freeze(h))));
    this.answers.set(key, answer);
    answer.catch(() => this.answers.delete(key)); // a failed search is not kept
    return answer;
  }

  get(id: string): Promise<CatalogBook | null> {
    return this.catalog.get(id);
  }

  findByIsbn(isbn: string): Promise<CatalogBook | null> {
    return this.catalog.findByIsbn(isbn);
  }

  findByTitleAuthor(title: string, author: string): Promise<CatalogBook | null> {
    return this.catalog.findByTitleAuthor(title, author);
  }

  facts(id: string): Promise<BookFacts | null> {
    return this.catalog.facts(id);
  }

  related(book: CatalogBook, limit: number): Promise<RelatedCatalogBook[]> {
    return this.catalog.related(book, limit);
  }

  laterInSeries(book: CatalogBook, limit: number): Promise<CatalogBook[]> {
    return this.catalog.laterInSeries(book, limit);
  }

  upsertFromAnalysis(book: AnalysedBook): Promise<CatalogBook> {
    return this.catalog.upsertFromAnalysis(book);
  }

  count(): Promise<number> {
    return this.catalog.count();
  }
}
