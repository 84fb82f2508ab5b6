/**
 * A store's answer reused for a short while, and still exact (issue 20): the session check and the
 * household guard ask one question per request, and this is how both ask it cheaply.
 *
 * - An answer is reused for `ttlMs` (a change made outside this process lands within it).
 * - Concurrent questions about one key share one query.
 * - Every write made through the cache forgets every answer before and after it (`around`), so the
 *   next question after the write is asked again. A question that started before such a write never
 *   stores its answer: each forgetting bumps an epoch the question compares when it ends.
 * - At most `maxEntries` answers are kept (the map starts again when full).
 *
 * For one instance only: a write made on another instance is not forgotten here (callers use the
 * store as it is when several instances share a database).
 */
export class ShortLivedAnswers<A> {
  private readonly answers = new Map<string, { answer: A; until: number }>();
  private readonly pending = new Map<string, Promise<A>>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
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
        if (this.epoch === startedAt && keep(answer)) {
          if (this.answers.size >= this.maxEntries) this.answers.clear();
          this.answers.set(key, { answer, until: this.now() + this.ttlMs });
        }
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

  /** Forgets every answer, and every question still under way keeps its answer to itself. */
  readonly forgetAll = (): void => {
    this.epoch++;
    this.answers.clear();
    this.pending.clear();
  };

  /** Runs a write that may change the answers, forgetting them before and after it. */
  async around<T>(write: () => Promise<T>): Promise<T> {
    this.forgetAll();
    try {
      return await write();
    } finally {
      this.forgetAll();
    }
  }
}

/** The caches of one kind in this process, forgotten together by a write made elsewhere (account deletion). */
export class AnswerCaches {
  private readonly caches = new Set<ShortLivedAnswers<unknown>>();

  add<A>(cache: ShortLivedAnswers<A>): ShortLivedAnswers<A> {
    this.caches.add(cache);
    return cache;
  }

  forgetAll(): void {
    for (const cache of this.caches) cache.forgetAll();
  }
}
