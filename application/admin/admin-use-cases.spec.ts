import { CATALOG_FLAGS, parseBookCsv, type BookCsvOptions, type BookCsvParse, type BookCsvRow, type BookRecord, type CatalogFlag } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import { rederive, repairBook } from './book-repair.js';
import type { CatalogBook } from '../ports/book-catalog.port.js';
import { ExportBooksUseCase } from './export-books.use-case.js';
import { ImportBooksUseCase, type ImportProgress } from './import-books.use-case.js';
import { IMPORT_JOB_MESSAGES, IMPORT_JOB_SILENT_MS, ImportJobs, type ImportJobView } from './import-jobs.js';
import { InMemoryImportJobStore } from '../../tests/doubles/admin/in-memory-import-job-store.js';
import type { AdminAccess, AdminStanding } from './ports/admin-access.port.js';
import type { AuditAction, AuditEntry, AuditLog, AuditRecord } from './ports/audit-log.port.js';
import { CsvReadTimeoutError, type BookCsvReader } from './ports/book-csv-reader.port.js';
import type { CatalogAdmin, StoredBook } from './ports/catalog-admin.port.js';
import { ImportRejectedError, type CatalogImporter, type ImportSession } from './ports/catalog-importer.port.js';
import { UnlockAdminUseCase } from './unlock-admin.use-case.js';

// ---- in-memory fakes and small factories -------------------------------------------------------

class TestClock implements Clock {
  constructor(private t = Date.parse('2026-11-22T12:00:00Z')) {}
  now = () => new Date(this.t);
  advance = (ms: number) => void (this.t += ms);
}

class InMemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];
  async record(entry: AuditEntry) {
    this.entries.push(entry);
  }
  async recent(): Promise<AuditRecord[]> {
    return [];
  }
  async timesOf(actorId: string, action: AuditAction, since: Date) {
    return this.entries.filter((e) => e.actorId === actorId && e.action === action && e.at > since).map((e) => e.at);
  }
}

class InMemoryAdminAccess implements AdminAccess {
  standing: AdminStanding = { isAdmin: true, unlockedUntil: null };
  async standingOf() {
    return this.standing;
  }
  async grantUnlock(_userId: string, _sessionId: string, until: Date) {
    this.standing = { ...this.standing, unlockedUntil: until };
  }
  async passwordHash() {
    return 'hash-of:Right#Pass1';
  }
}

const hasher: PasswordHasher = { hash: async (p) => `hash-of:${p}`, verify: async (hash, plain) => hash === `hash-of:${plain}` };

/** Stages rows in memory; commits them into `catalog` (by the catalog's keys) or fails on demand. */
class InMemoryImporter implements CatalogImporter {
  readonly catalog = new Map<string, BookRecord>();
  closed = 0;
  failOn: 'stage' | 'commit' | null = null;
  async begin(_at: Date): Promise<ImportSession> {
    const staged: BookCsvRow[] = [];
    return {
      stage: async (rows) => {
        if (this.failOn === 'stage') throw new ImportRejectedError('a value the store cannot hold');
        staged.push(...rows);
      },
      commit: async () => {
        if (this.failOn === 'commit') throw new ImportRejectedError('index row size exceeds the maximum');
        let inserted = 0;
        for (const row of staged) {
          const key = row.isbn || `${row.title.toLowerCase()}|${row.author.toLowerCase()}`;
          if (!this.catalog.has(key)) inserted++;
          this.catalog.set(key, row);
        }
        return { inserted, updated: staged.length - inserted };
      },
      close: async () => void this.closed++,
    };
  }
}

/** The domain's parse, handed over in pieces of `size` rows. */
const piecesOf = (size: number): BookCsvReader => ({
  async *pieces(text: string, options: BookCsvOptions): AsyncIterable<BookCsvParse> {
    const whole = parseBookCsv(text, options);
    for (let i = 0; i < Math.max(1, whole.rows.length); i += size) {
      yield {
        rows: whole.rows.slice(i, i + size),
        errors: i === 0 ? whole.errors : [],
        warnings: i === 0 ? whole.warnings : [],
        autoFixed: i === 0 ? whole.autoFixed : [],
      };
    }
  },
});

const byFlag = <T>(make: (f: CatalogFlag) => T) => Object.fromEntries(CATALOG_FLAGS.map((f) => [f, make(f)])) as Record<CatalogFlag, T>;
/** A valid ISBN-13 ending in book number i (the check digit computed). */
const isbn = (i: number) => {
  const first12 = `9780000000${String(i).padStart(2, '0')}`;
  const sum = [...first12].reduce((acc, d, k) => acc + Number(d) * (k % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
};
const aBook = (i: number, over: Partial<BookRecord> = {}): BookRecord => ({
  isbn: isbn(i),
  title: `Title ${i}`,
  author: `Author ${i}`,
  summary: `Summary ${i}`,
  flags: byFlag(() => false),
  examples: byFlag(() => ''),
  ...over,
});
const line = (b: BookRecord) => [b.isbn, b.title, b.author, b.summary, ...CATALOG_FLAGS.flatMap((f) => [b.flags[f] ? 'yes' : 'no', b.examples[f]])].join(',');
const csv = (...books: BookRecord[]) => books.map(line).join('\n');
const actor: Actor = { id: 'admin-1', email: 'admin@example.com', isAdmin: true, sessionId: 's-1' };

// ---- unlock ------------------------------------------------------------------------------------

describe('UnlockAdminUseCase', () => {
  const setup = () => {
    const clock = new TestClock();
    const access = new InMemoryAdminAccess();
    const audit = new InMemoryAuditLog();
    return { clock, access, audit, sut: new UnlockAdminUseCase(access, hasher, audit, clock) };
  };

  it('unlocks for 30 minutes with the right password', async () => {
    const { sut, access, clock } = setup();
    const outcome = await sut.execute({ password: 'Right#Pass1' }, actor);
    expect(outcome).toEqual({ ok: true, value: { unlocked_until: new Date(clock.now().getTime() + 30 * 60_000).toISOString(), message: 'Access granted' } });
    expect(access.standing.unlockedUntil).toEqual(new Date(clock.now().getTime() + 30 * 60_000));
  });

  it.each([
    ['4 wrong passwords leave the fifth try open', 4, true],
    ['5 wrong passwords close the door for the right one too', 5, false],
  ])('%s', async (_rule, wrong, allowed) => {
    const { sut, clock } = setup();
    for (let i = 0; i < wrong; i++) {
      await sut.execute({ password: 'nope' }, actor);
      clock.advance(1000);
    }
    const outcome = await sut.execute({ password: 'Right#Pass1' }, actor);
    expect(outcome.ok).toBe(allowed);
    if (!outcome.ok)
      expect(outcome.error).toMatchObject({ code: 'rate_limited', message: 'Too many unlock attempts. Please wait 15 minutes.', retryAfterSeconds: 895 });
  });

  it('refuses a non-admin before looking at the password', async () => {
    const { sut, access, audit } = setup();
    access.standing = { isAdmin: false, unlockedUntil: null };
    const outcome = await sut.execute({ password: 'Right#Pass1' }, actor);
    expect(outcome.ok || outcome.error.code).toBe('forbidden');
    expect(audit.entries).toEqual([]);
  });
});

// ---- import ------------------------------------------------------------------------------------

describe('ImportBooksUseCase', () => {
  const setup = (reader: BookCsvReader = piecesOf(2)) => {
    const importer = new InMemoryImporter();
    const audit = new InMemoryAuditLog();
    return { importer, audit, sut: new ImportBooksUseCase(reader, importer, audit, new TestClock()) };
  };

  it('writes every row of every piece, keeps the later of two rows for one book, and reports progress', async () => {
    const { sut, importer } = setup();
    const progress: ImportProgress[] = [];
    const outcome = await sut.execute({ csvContent: csv(aBook(1), aBook(2), aBook(1, { summary: 'again' })), dryRun: false, strictFlags: false }, actor, (p) =>
      progress.push(p),
    );
    expect(outcome.ok && outcome.value).toMatchObject({
      success: true,
      total: 3,
      valid: 2,
      imported: 3,
      validationDetails: [`Row 3: same book as row 1 (ISBN ${isbn(1)}); the later row is kept`],
    });
    expect(importer.catalog.get(isbn(1))?.summary).toBe('again');
    expect(progress.map((p) => p.phase)).toEqual(['reading', 'reading', 'writing', 'done']);
    expect(importer.closed).toBe(1);
  });

  it.each([['stage'], ['commit']] as const)('writes nothing when the store refuses the data at %s, and says so', async (failOn) => {
    const { sut, importer, audit } = setup();
    importer.failOn = failOn;
    const outcome = await sut.execute({ csvContent: csv(aBook(1), aBook(2), aBook(3)), dryRun: false, strictFlags: false }, actor);
    expect(outcome.ok || outcome.error).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/^Nothing was imported: /) });
    expect(importer.catalog.size).toBe(0);
    expect(importer.closed).toBe(1);
    expect(audit.entries.at(-1)?.details).toMatchObject({ outcome: 'rejected' });
  });

  it('stops at a reader timeout with 400 and writes nothing', async () => {
    const slow: BookCsvReader = {
      async *pieces() {
        yield parseBookCsv(csv(aBook(1)));
        throw new CsvReadTimeoutError(30);
      },
    };
    const { sut, importer } = setup(slow);
    const outcome = await sut.execute({ csvContent: csv(aBook(1)), dryRun: false, strictFlags: false }, actor);
    expect(outcome.ok || outcome.error).toMatchObject({ code: 'bad_request', message: 'The CSV could not be read within 30 seconds' });
    expect(importer.catalog.size).toBe(0);
  });

  it('refuses a second real import while one runs, but not a dry run', async () => {
    const gates: Array<() => void> = [];
    const held: BookCsvReader = {
      async *pieces(text, options) {
        await new Promise<void>((r) => gates.push(r));
        yield parseBookCsv(text, options);
      },
    };
    const { sut } = setup(held);
    const first = sut.execute({ csvContent: csv(aBook(1)), dryRun: false, strictFlags: false }, actor);
    await new Promise((r) => setImmediate(r));
    const second = await sut.execute({ csvContent: csv(aBook(2)), dryRun: false, strictFlags: false }, actor);
    expect(second.ok || second.error).toMatchObject({ code: 'conflict', message: 'Another import is running. Please wait for it to finish.' });
    const preview = sut.execute({ csvContent: csv(aBook(2)), dryRun: true, strictFlags: false }, actor);
    await new Promise((r) => setImmediate(r));
    gates.forEach((open) => open());
    expect((await first).ok).toBe(true);
    expect((await preview).ok).toBe(true);
  });
});

describe('ImportJobs', () => {
  it('runs an import in the background: running, then done with the report', async () => {
    const sut = new ImportJobs(
      new ImportBooksUseCase(piecesOf(1), new InMemoryImporter(), new InMemoryAuditLog(), new TestClock()),
      new TestClock(),
      new InMemoryImportJobStore(),
    );
    const started = await sut.start({ csvContent: csv(aBook(1), aBook(2)), dryRun: false, strictFlags: false }, actor);
    expect(started.ok && started.value.state).toBe('running');
    const id = (started.ok && started.value.id) as string;
    let view: ImportJobView | null = null;
    for (let i = 0; i < 50 && view?.state !== 'done'; i++) {
      await new Promise((r) => setImmediate(r));
      const found = await sut.find(id);
      view = found.ok ? found.value : null;
    }
    expect(view).toMatchObject({ state: 'done', processed: 2, total: 2, result: { imported: 2 } });
  });

  it('refuses a real import while the store holds a running one from any instance, and marks a silent job failed', async () => {
    const clock = new TestClock();
    const store = new InMemoryImportJobStore();
    const elsewhere: ImportJobView = {
      id: 'other',
      state: 'running',
      phase: 'reading',
      processed: 0,
      total: 0,
      dryRun: false,
      mode: 'batch',
      started_at: clock.now().toISOString(),
      finished_at: null,
    };
    await store.create(elsewhere, clock.now()); // started by another instance, which then died
    const sut = new ImportJobs(new ImportBooksUseCase(piecesOf(1), new InMemoryImporter(), new InMemoryAuditLog(), clock), clock, store);
    const refused = await sut.start({ csvContent: csv(aBook(1)), dryRun: false, strictFlags: false }, actor);
    expect(refused.ok || refused.error).toMatchObject({ code: 'conflict', message: 'Another import is running. Please wait for it to finish.' });
    clock.advance(IMPORT_JOB_SILENT_MS + 1);
    const found = await sut.find('other');
    expect(found.ok && found.value).toMatchObject({ state: 'failed', error: { message: IMPORT_JOB_MESSAGES.interrupted } });
    expect((await sut.start({ csvContent: csv(aBook(1)), dryRun: false, strictFlags: false }, actor)).ok).toBe(true);
    expect((await sut.find('never')).ok || 'not found').toBe('not found');
  });
});

// ---- export and repair -------------------------------------------------------------------------

describe('ExportBooksUseCase', () => {
  const catalogOf = (books: StoredBook[]): CatalogAdmin => ({
    search: async () => ({ total: books.length, items: books }),
    count: async () => books.length,
    async *exportPages() {
      yield books.map((b) => ({ title: b.title, author: b.author, isbn: b.isbn || null, created_at: b.created_at }));
    },
    async *recordPages() {
      yield books;
    },
    findByIsbn: async () => null,
    replace: async () => books[0],
  });
  const stored = (b: BookRecord): StoredBook => ({ ...b, id: 'id', created_at: '2026-03-04T22:10:00.000Z', updated_at: '2026-03-04T22:10:00.000Z' });

  it("answers 404 'No Books Found' for an empty catalog", async () => {
    const outcome = await new ExportBooksUseCase(catalogOf([]), new InMemoryAuditLog(), new TestClock()).execute('summary', actor);
    expect(outcome.ok || outcome.error).toMatchObject({ code: 'not_found', message: 'No Books Found' });
  });

  it('streams the export page text: the header, then one line per book', async () => {
    const outcome = await new ExportBooksUseCase(catalogOf([stored(aBook(1, { title: 'Oh, the Places' }))]), new InMemoryAuditLog(), new TestClock()).execute(
      'summary',
      actor,
    );
    if (!outcome.ok) throw outcome.error;
    let text = '';
    for await (const chunk of outcome.value.chunks) text += chunk;
    expect(outcome.value).toMatchObject({ fileName: 'books-export-2026-11-22.csv', total: 1 });
    expect(text).toBe(`Title,Author,ISBN,Date Added\r\n"Oh, the Places",Author 1,${isbn(1)},2026-03-04`);
  });
});

describe('repairBook', () => {
  it.each([
    ['a clean book needs nothing', aBook(1), []],
    ['cells are trimmed', aBook(1, { summary: ' s ' }), [{ field: 'summary', before: ' s ', after: 's' }]],
    ['a title is put on one line', aBook(1, { title: 'A\n  Title' }), [{ field: 'title', before: 'A\n  Title', after: 'A Title' }]],
    ['an ISBN loses its hyphens', aBook(1, { isbn: '978-0-306-40615-7' }), [{ field: 'isbn', before: '978-0-306-40615-7', after: '9780306406157' }]],
  ])('%s', (_rule, book, changes) => {
    expect(repairBook(book).changes).toEqual(changes);
  });

  it('notes, and does not change, a flag that disagrees with its example', () => {
    const repair = repairBook(aBook(1, { examples: byFlag((f) => (f === 'violence' ? 'a fight' : '')) }));
    expect(repair.changes).toEqual([]);
    expect(repair.notes).toEqual(['violence_example is filled in while violence_flag is no']);
  });

  it.each([
    ['an ISMN', '9790260000438', 'isbn: 9790260000438 is an ISMN (printed music), not a book ISBN'],
    ['a wrong check digit', '9780306406158', 'isbn: 9780306406158 has a wrong check digit (expected 7)'],
  ])('notes, and does not change, a stored ISBN that is not a book ISBN: %s', (_kind, number, note) => {
    const repair = repairBook(aBook(1, { isbn: number }));
    expect([repair.changes, repair.notes]).toEqual([[], [note]]);
  });
});

describe('rederive', () => {
  const known = (categories: CatalogBook['facts']['categories'], over: Partial<CatalogBook> = {}): CatalogBook =>
    ({
      id: 'id',
      isbn: isbn(1),
      title: 'Title 1',
      author: 'Author 1',
      summary: 'A better summary.',
      facts: { title: 'Title 1', author: 'Author 1', categories },
      ageMin: null,
      ageMax: null,
      series: null,
      seriesVolume: null,
      ...over,
    }) as CatalogBook;

  it('takes title, author, summary and each flag with its first example from what intelligence knows', () => {
    const derived = rederive(
      aBook(1),
      known([
        { category: 'violence', present: true, severity: 3, description: 'a duel', examples: ['a sword fight'] },
        { category: 'supernatural_whimsical', present: true, severity: 1, description: 'friendly magic' },
      ]),
    );
    expect(derived).toMatchObject({ summary: 'A better summary.', flags: { violence: true, supernatural_occult: true, profanity_crude_language: false } });
    expect(derived.examples).toMatchObject({ violence: 'a sword fight', supernatural_occult: 'friendly magic' });
    expect(repairBook(aBook(1), derived).changes.map((c) => c.field)).toEqual([
      'summary',
      'violence_flag',
      'violence_example',
      'supernatural_occult_flag',
      'supernatural_occult_example',
    ]);
  });

  it("keeps what the facts leave out, and the row's own ISBN", () => {
    expect(rederive(aBook(1), known([], { isbn: '123', summary: '' }))).toEqual(aBook(1));
  });
});
