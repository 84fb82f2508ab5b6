import { lockoutSeconds } from './sign-in-lockout.js';

describe('lockoutSeconds', () => {
  const growth = { memorySeconds: 86_400, maxSeconds: 4 * 3600 };
  it.each([
    [1, 900],
    [2, 1800],
    [3, 3600],
    [4, 7200],
    [5, 14_400],
    [6, 14_400],
    [1000, 14_400],
  ])('the lockout number %i lasts %i seconds (15 minutes doubled, capped at 4 hours)', (n, seconds) => {
    expect(lockoutSeconds(900, n, growth)).toBe(seconds);
  });

  it('never lasts less than the window, even with a cap below it', () => {
    expect(lockoutSeconds(900, 3, { memorySeconds: 60, maxSeconds: 10 })).toBe(900);
  });

  it('treats a count of 0 as the first lockout', () => {
    expect(lockoutSeconds(900, 0, growth)).toBe(900);
  });
});
