import { ACCOUNT_STORE, type AccountStore } from '../../application/accounts/account-store.port.js';
import { MAILER, type Mailer, type OutgoingMail } from '../../application/ports/mailer.port.js';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

/**
 * Issue 19 item 10: `recover` and `otp` answer first and do all the work (look-up, token, mail)
 * afterwards, the same for known and unknown addresses, so their timing tells nobody who has an
 * account. Proved without clocks: the look-up and the mailer are held shut, and the answer must
 * still arrive; only then are they released, and the mail goes out for the known address alone.
 */
describe('accounts: recover and otp answer before any look-up or mail', () => {
  let t: TestApp;
  let store: AccountStore;
  let mailer: Mailer;
  const originals: { find?: AccountStore['findUserByEmail']; send?: Mailer['send'] } = {};

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(ACCOUNT_STORE);
    mailer = t.app.get(MAILER);
    originals.find = store.findUserByEmail.bind(store);
    originals.send = mailer.send.bind(mailer);
  });
  afterEach(() => {
    store.findUserByEmail = originals.find!;
    mailer.send = originals.send!;
  });
  afterAll(() => t.close());

  /** A gate that holds every caller until opened, counting who arrived. */
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened, arrivals: 0 };
  };

  it.each([
    ['recover', 'a known address', true],
    ['recover', 'an unknown address', false],
    ['otp', 'a known address', true],
    ['otp', 'an unknown address', false],
  ])('%s answers {} for %s while the look-up and the mailer are still held', async (route, _case, known) => {
    const email = known ? (await signUp(t, `first-${route}`)).email : uniqueEmail(`first-${route}-nobody`);
    const lookUp = gate();
    const mail = gate();
    const sent: OutgoingMail[] = [];
    store.findUserByEmail = async (address) => {
      lookUp.arrivals += 1;
      await lookUp.opened;
      return originals.find!(address);
    };
    mailer.send = async (m) => {
      mail.arrivals += 1;
      await mail.opened;
      sent.push(m);
    };

    const res = await t.http().post(`/api/auth/${route}`).send({ email }).expect(200);
    expect(res.body).toEqual({});
    expect(sent).toEqual([]); // answered with the mailer shut

    lookUp.open();
    mail.open();
    await t.settled();
    expect(lookUp.arrivals).toBe(1); // the same look-up ran for either address, after the answer
    expect(sent.map((m) => m.to)).toEqual(known ? [email] : []);
  });
});
