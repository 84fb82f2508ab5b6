import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { FlexibleRateLimiter, type LimiterOptions } from './flexible-rate-limiter.js';

/** Rate limits counted in this process: the default, right for one API process. */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  constructor(prefix = 'shelfcheck') {
    super(prefix);
  }

  protected create(options: LimiterOptions): RateLimiterAbstract {
    return new RateLimiterMemory(options);
  }
}
