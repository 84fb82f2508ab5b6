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

/**
 * How long one read of the catalog's version serves the searches of this instance (issue 20: with
 * the household check kept in memory too, a repeated search then costs no database round trip).
 * A change committed elsewhere is found by the searches that start this long after its commit at
 * the latest; a book this instance adds through upsertFromAnalysis is found at once.
 */
export const CATALOG_VERSION_REUSE_MS = 500;

const caches = new Set<WeakRef<VersionedSearchCache>>();

/**
 * Every search cache of this process reads the catalog's version again at its next search. The
 * adapters that write the catalog call it after their commit (an import, a fix, an accepted
 * correction, the starter catalog), so a book this instance wrote is found by its next search.
 */
export function forgetCatalogVersion(): void {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forgetVersion();
    else caches.delete(ref);
  }
}

export interface VersionedSearchCacheOptions {
  /** How long one version read is reused (default 0: every search reads the version). */
  readonly versionReuseMs?: number;
  readonly now?: () => number;
}

const normalized = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The catalog with its searches kept in memory while the catalog does not change (issue 20: a
 * repeated search cost a trigram query each time). Each search first reads the catalog's version
 * (one primary-key read); an answer is reused only under the version it was computed at, so a book
 * imported, fixed or added by an analysis (by this instance or another) is found by the next
 * search: the version is bumped at the commit of the change, in the same transaction (see the
 * migration), and read before the search, so an answer computed from rows older than the version
 * it is kept under cannot happen. With `versionReuseMs`, one version read serves every search that
 * starts within that time (concurrent searches share it), so a change committed elsewhere is seen
 * that much later at the latest; an answer is never older than the version it is kept under.
 * Concurrent identical searches share one query. Answers are frozen (they are shared between
 * requests). Every other call goes to the catalog as it is.
 */
export class VersionedSearchCache implements BookCatalog {
  private readonly answers = new LRUCache<string, Promise<readonly (CatalogHit | CatalogFactsHit)[]>>({ max: SEARCH_CACHE_ENTRIES });
  private seenVersion = -1;
  private versionRead: { readonly value: Promise<number>; readonly until: number } | null = null;
  private readonly versionReuseMs: number;
  private readonly now: () => number;

  constructor(
    private readonly catalog: BookCatalog,
    private readonly version: CatalogVersionReader,
    options: VersionedSearchCacheOptions = {},
  ) {
    this.versionReuseMs = options.versionReuseMs ?? 0;
    this.now = options.now ?? Date.now;
    caches.add(new WeakRef(this));
  }

  /** The next search reads the version again (forgetCatalogVersion). */
  forgetVersion(): void {
    this.versionRead = null;
  }

  /** The catalog's version: read, or the read that started less than `versionReuseMs` ago. */
  private currentVersion(): Promise<number> {
    const at = this.now();
    if (this.versionRead && this.versionRead.until > at) return this.versionRead.value;
    const read = { value: this.version(), until: at + this.versionReuseMs };
    this.versionRead = read;
    read.value.catch(() => {
      if (this.versionRead === read) this.versionRead = null; // a failed read is not reused
    });
    return read.value;
  }

  search(query: string, limit: number): Promise<CatalogHit[]> {
    return this.kept('search', query, limit, () => this.catalog.search(query, limit)) as Promise<CatalogHit[]>;
  }

  searchWithFacts(query: string, limit: number): Promise<CatalogFactsHit[]> {
    return this.kept('facts', query, limit, () => this.catalog.searchWithFacts(query, limit)) as Promise<CatalogFactsHit[]>;
  }

  private async kept(kind: string, query: string, limit: number, run: () => Promise<readonly (CatalogHit | CatalogFactsHit)[]>) {
    const q = normalized(query);
    if (q === '') return run();
    const version = await this.currentVersion();
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

  async upsertFromAnalysis(book: AnalysedBook): Promise<CatalogBook> {
    try {
      return await this.catalog.upsertFromAnalysis(book);
    } finally {
      this.forgetVersion(); // this instance's own addition is found by its next search
    }
  }

  count(): Promise<number> {
    return this.catalog.count();
  }
}
