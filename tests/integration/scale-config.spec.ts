import { loadConfig } from '../../api/config/app-config.js';

/** Issue 21: the settings of several instances. */
describe('REDIS_PREFIX and SHUTDOWN_GRACE_MS', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/shelfcheck-config-test' };

  it.each([
    ['unset: shelfcheck', {}, 'shelfcheck', 10_000],
    ['set: as given', { REDIS_PREFIX: 'family-eu:prod', SHUTDOWN_GRACE_MS: '25000' }, 'family-eu:prod', 25_000],
    ['blank: the default', { REDIS_PREFIX: '  ', SHUTDOWN_GRACE_MS: '' }, 'shelfcheck', 10_000],
  ])('%s', (_case, env, prefix, grace) => {
    expect(loadConfig({ ...base, ...env })).toMatchObject({ redisPrefix: prefix, shutdownGraceMs: grace });
  });

  it.each([
    ['a prefix with a space', { REDIS_PREFIX: 'two words' }, /^REDIS_PREFIX may hold only letters, digits/],
    ['a grace that is not a whole number', { SHUTDOWN_GRACE_MS: '2.5s' }, /^SHUTDOWN_GRACE_MS must be a whole number of at least 1/],
  ])('refuses %s at start, with the setting named', (_case, env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
