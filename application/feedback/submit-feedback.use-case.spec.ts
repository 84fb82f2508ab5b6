import { ManualClock, InMemoryRateLimiter } from '../../tests/doubles/accounts/accounts-test-kit.js';
import type { Actor } from '../ports/actor.js';
import { InMemoryFeedbackStore } from '../../tests/doubles/feedback/in-memory-feedback-store.js';
import { SubmitFeedbackUseCase } from './submit-feedback.use-case.js';

const MINUTE = 60_000;
const actor: Actor = { id: 'user-1', email: 'ada@example.com', isAdmin: false, sessionId: 's' };

describe('SubmitFeedbackUseCase', () => {
  let clock: ManualClock;
  let store: InMemoryFeedbackStore;
  let sut: SubmitFeedbackUseCase;
  const send = (text: string, who: Actor | 'visitor' = actor, ip = '10.0.0.1') => sut.execute({ feedback_text: text, ip }, who === 'visitor' ? undefined : who);

  beforeEach(() => {
    clock = new ManualClock();
    store = new InMemoryFeedbackStore();
    sut = new SubmitFeedbackUseCase(store, new InMemoryRateLimiter(clock), { name: 'feedback-ip', points: 3, durationSeconds: 30 * 60 }, clock);
  });

  it('stores cleaned feedback as new, tied to the account', async () => {
    const r = await sut.execute(
      { feedback_text: '  Lovely  ', rating: 5, category: 'general', email: 'ada@example.com', page_url: '/help', user_agent: 'x'.repeat(900), ip: '10.0.0.1' },
      actor,
    );
    expect(r).toEqual({ ok: true, value: { id: 'fb-1', status: 'new', created_at: clock.now().toISOString() } });
    expect(store.rows[0]).toMatchObject({ user_id: 'user-1', rating: 5, category: 'general', page_url: '/help' });
    expect(store.rows[0].user_agent).toHaveLength(500);
  });

  it('refuses what the domain refuses, with its first message', async () => {
    const r = await sut.execute({ feedback_text: 'ok', rating: 4.5, ip: '10.0.0.1' }, actor);
    expect(!r.ok && r.error.message).toBe('Rating must be a whole number from 1 to 5');
    expect(store.rows).toHaveLength(0);
  });

  it('allows an account 3 in any 30 minutes and says how many minutes to wait', async () => {
    for (const i of [1, 2, 3]) {
      expect((await send(`note ${i}`)).ok).toBe(true);
      clock.advance(5 * MINUTE);
    }
    const refused = await send('one more');
    expect(!refused.ok && refused.error.message).toBe('Too many feedback attempts. Please wait 15 minutes.');
    expect(!refused.ok && refused.error.retryAfterSeconds).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    expect((await send('later')).ok).toBe(true);
  });

  it('limits visitors per address, apart from accounts', async () => {
    for (const i of [1, 2, 3]) expect((await send(`visitor ${i}`, 'visitor')).ok).toBe(true);
    const refused = await send('again', 'visitor');
    expect(!refused.ok && refused.error.code).toBe('rate_limited');
    expect((await send('from elsewhere', 'visitor', '10.0.0.2')).ok).toBe(true);
    expect((await send('signed in')).ok).toBe(true);
    expect(store.rows.filter((r) => r.user_id === null)).toHaveLength(4);
  });
});
