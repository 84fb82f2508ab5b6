/**
 * A store's answer reused for a short while, and still exact (issue 20): the session check and the
 * household guard ask one question per request, and this is how both ask it cheaply.
 *
 * - An answer is reused for `ttlMs` (a change made outside this process lands within it).
 * - Concurrent questions about one key share one query.
 * - Every write made through the cache forgets every answer before and after it (`around`), so the
 *   next question after the write is asked again. A question that started before such a write never
 *   stores its answer: each forgetting bumps an epoch the question compares when it ends.
 * - At most `maxEntries` answers are kept, and, when a `weight` is given, answers weighing at most
 *   `weight.max` in all (the map starts again when either is full; an answer heavier than a quarter
 *   of the budget is never kept).
 *
 * For one instance only: a write made on another instance is not forgotten here (callers use the
 * store as it is when several instances share a database).
 */
export class ShortLivedAnswers<A> {
  private readonly answers = new Map<string, { answer: A; until: number; weight: number }>();
  private readonly pending = new Map<string, Promise<A>>();
  private epoch = 0;
  private weighed = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
    /** What an answer weighs (its size in bytes, roughly) and how much all the kept answers may weigh. */
    private readonly weight?: { readonly of: (answer: A) => number; readonly max: number },
  ) {}

  /** The answer for `key`: a fresh one reused, a pending one shared, or `load`'s (kept when `keep` says so). */
  ask(key: string, load: () => Promise<A>, keep: (answer: A) => boolean = () => true): Promise<A> {
    const cached = this.answers.get(key);
    if (cached && cached.until > this.now()) return Promise.resolve(cached.answer);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const startedAt = this.epoch;
    const settled = () => {
      if (this.pending.get(key) === question) this.pending.delete(key);
    };
    const question = load().then(
      (answer) => {
        settled();
        if (this.epoch === startedAt && keep(answer)) this.keep(key, answer);
        return answer;
      },
      (error: unknown) => {
        settled();
        throw error;
      },
    );
    this.pending.set(key, question);
    return question;
  }

  private keep(key: string, answer: A): void {
    const weight = this.weight?.of(answer) ?? 0;
    const max = this.weight?.max ?? Infinity;
    if (weight > max / 4) return;
    const replaced = this.answers.get(key);
    if (replaced) this.weighed -= replaced.weight;
    if (this.answers.size >= this.maxEntries || this.weighed + weight > max) this.clear();
    this.answers.set(key, { answer, until: this.now() + this.ttlMs, weight });
    this.weighed += weight;
  }

  private clear(): void {
    this.answers.clear();
    this.weighed = 0;
  }

  /** Forgets every answer, and every question still under way keeps its answer to itself. */
  readonly forgetAll = (): void => {
    this.epoch++;
    this.clear();
    this.pending.clear();
  };

  /** Runs a write that may change the answers, forgetting them before and after it. */
  around<T>(write: () => Promise<T>): Promise<T> {
    return forgettingAround(this.forgetAll, write);
  }
}

/** The caches of one kind in this process, forgotten together by a write made elsewhere (account deletion, a book request approved). */
export class AnswerCaches {
  private readonly caches = new Set<Pick<ShortLivedAnswers<never>, 'forgetAll'>>();

  add<A>(cache: ShortLivedAnswers<A>): ShortLivedAnswers<A> {
    this.caches.add(cache);
    return cache;
  }

  forgetAll(): void {
    for (const cache of this.caches) cache.forgetAll();
  }

  /** Runs a write that may change the answers of every cache of the kind, forgetting them all before and after it. */
  around<T>(write: () => Promise<T>): Promise<T> {
    return forgettingAround(() => this.forgetAll(), write);
  }
}

/** Runs `write`, calling `forget` before it and after it, whether it succeeds or fails. */
async function forgettingAround<T>(forget: () => void, write: () => Promise<T>): Promise<T> {
  forget();
  try {
    return await write();
  } finally {
    forget();
  }
}
