import { ManualClock } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { InMemoryAnalysisCache } from '../../tests/doubles/books/in-memory-analysis-cache.js';
import { ANALYSIS_CACHE_RETENTION_MS } from './account-data-policy.js';
import { InMemoryAccountData } from '../../tests/doubles/account-data/in-memory-account-data.js';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.use-case.js';

const DAY = 24 * 60 * 60 * 1000;

describe('the purge drops cached analyses older than 30 days (they name readers)', () => {
  function kit() {
    const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
    const cache = new InMemoryAnalysisCache(() => clock.now());
    return { clock, cache, purge: new PurgeDeletedAccountsUseCase(new InMemoryAccountData(), clock, cache) };
  }

  it('keeps an analysis for 30 days and drops it after', async () => {
    const k = kit();
    await k.cache.put('old', { title: 'Why This Book Matches for Mia' });
    k.clock.advance(10 * DAY);
    await k.cache.put('newer', { title: 'Why This Book Matches for Sam' });

    k.clock.advance(20 * DAY); // 'old' is exactly 30 days old: kept
    expect(await k.purge.execute()).toEqual({ ok: true, value: { purged: 0, expiredAnalyses: 0 } });
    expect(await k.cache.get('old')).not.toBeNull();

    k.clock.advance(1); // one millisecond past the promise
    expect(await k.purge.execute()).toEqual({ ok: true, value: { purged: 0, expiredAnalyses: 1 } });
    expect(await k.cache.get('old')).toBeNull();
    expect(await k.cache.get('newer')).toEqual({ title: 'Why This Book Matches for Sam' });
  });

  it('keeps them as long as the privacy page promises account data is kept', () => {
    expect(ANALYSIS_CACHE_RETENTION_MS).toBe(30 * DAY);
  });
});
