/** A named limit: at most `points` hits per `durationSeconds` for one key. */
export interface RatePolicy {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until the next hit may succeed (0 when allowed). */
  readonly retryAfterSeconds: number;
  /** Hits counted for the key in the current window, this one included. */
  readonly consumed: number;
}

/** Counts hits per key in a window; in-process or shared through Redis between replicas. */
export interface RateLimiter {
  /** Counts one hit; refused when the key has used its points. */
  hit(policy: RatePolicy, key: string): Promise<RateDecision>;
  /** Tells whether a key is blocked without counting a hit. */
  peek(policy: RatePolicy, key: string): Promise<RateDecision>;
  /** Refuses every hit of the key for `seconds`, whatever its count (a progressive lockout). */
  block(policy: RatePolicy, key: string, seconds: number): Promise<void>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(policy: RatePolicy, key: string): Promise<void>;
}
export const RATE_LIMITER = Symbol('RATE_LIMITER');
