import { JwtStrategy } from '../../api/auth/jwt.strategy.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

/**
 * Issue 20: a public route that says it ignores the caller (health, readiness) never checks a sent
 * token, which was half the cost of a health check; other public routes still check one, since a
 * valid token identifies the caller there.
 */
describe('public routes and the token a caller sends', () => {
  let t: TestApp;
  let parent: SignedUp;
  // the check of a verified token's claims and session, which every check of a token ends in
  // (passport's, or the guard's for a token it verified before)
  const tokenCheck = jest.spyOn(JwtStrategy.prototype, 'actorOf');
  beforeAll(async () => {
    t = await startTestApp();
    parent = await signUp(t, 'public-caller');
  });
  afterAll(() => t.close());
  beforeEach(() => tokenCheck.mockClear());

  it.each([['/api/health'], ['/api/ready']])('%s answers without checking the token sent with it', async (path) => {
    const res = await t.http().get(path).set(parent.auth);
    expect([200, 503]).toContain(res.status);
    expect(tokenCheck).not.toHaveBeenCalled();
  });

  it('a public route that may use the caller still checks the token sent with it', async () => {
    await t.http().get('/api/share/no-such-link').set(parent.auth);
    expect(tokenCheck).toHaveBeenCalledTimes(1);
  });

  it('a signed-in route checks the token', async () => {
    await t.http().get('/api/reading-list').set(parent.auth).expect(200);
    expect(tokenCheck).toHaveBeenCalledTimes(1);
  });
});
