import {
  can,
  checkAcceptance,
  HOUSEHOLD_ACTIONS,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_ROLE_LABELS,
  HOUSEHOLD_ROLES,
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  invitationExpiresAt,
  invitationState,
  isInvitableRole,
  refusalMessage,
  validateInvitation,
  type AcceptanceRequest,
  type HouseholdAction,
  type HouseholdRole,
  type InvitationFacts,
} from '../index.js';

const allowed = 'allowed';
const refused = 'refused';
type Verdict = typeof allowed | typeof refused;

/** The rule table in the words: [action, owner, co-parent, viewer]. */
const RULES: [HouseholdAction, string, Verdict, Verdict, Verdict][] = [
  ['view_readers', 'everyone in the household sees the readers', allowed, allowed, allowed],
  ['edit_readers', 'a co-parent edits every reader; a viewer changes nothing', allowed, allowed, refused],
  ['manage_reader_codes', "a reader's sign-in code is managed by those who edit readers", allowed, allowed, refused],
  ['view_reading_lists', 'everyone sees the reading lists', allowed, allowed, allowed],
  ['edit_reading_lists', 'a co-parent edits every list; a viewer changes nothing', allowed, allowed, refused],
  ['view_scan_history', 'everyone sees the history', allowed, allowed, allowed],
  ['edit_scan_history', 'a co-parent edits the history; a viewer changes nothing', allowed, allowed, refused],
  ['check_books', "everyone sees readers' verdicts (analysis, chat, cover scans)", allowed, allowed, allowed],
  ['view_book_requests', "everyone sees the children's requests", allowed, allowed, allowed],
  ['answer_book_requests', 'a co-parent answers requests; a viewer changes nothing', allowed, allowed, refused],
  ['view_subscription', 'the subscription covers the household, so everyone sees it', allowed, allowed, allowed],
  ['manage_billing', 'only the account holder manages billing', allowed, refused, refused],
  ['view_household', 'everyone sees who is in the household', allowed, allowed, allowed],
  ['manage_household', 'only the account holder invites and removes adults', allowed, refused, refused],
  ['leave_household', 'an invited adult may leave; the account holder cannot leave their own household', refused, allowed, allowed],
];

describe('household roles and permissions (one rule table)', () => {
  it('covers every action exactly once', () => {
    expect(RULES.map(([a]) => a).sort()).toEqual([...HOUSEHOLD_ACTIONS].sort());
  });

  const cells = RULES.flatMap(([action, rule, ...verdicts]) =>
    HOUSEHOLD_ROLES.map((role, i) => [rule, action, role, verdicts[i]] as [string, HouseholdAction, HouseholdRole, Verdict]),
  );

  it.each(cells)('%s: %s by %s is %s', (_rule, action, role, verdict) => {
    expect(can(role, action)).toBe(verdict === allowed);
    const message = refusalMessage(role, action);
    if (verdict === allowed) expect(message).toBeNull();
    else expect(message).toMatch(/\w.*\.$/);
  });

  it.each([
    ['a viewer trying to edit is told what a viewer can do and whom to ask', 'viewer', 'edit_readers', /viewer.*see.*not change.*account holder/i],
    ['a co-parent on billing is told the subscription covers everyone', 'co_parent', 'manage_billing', /Only the account holder can manage billing/],
    ['the owner leaving is told how to end the household instead', 'owner', 'leave_household', /cannot leave.*delete the account/i],
  ] as const)('%s', (_rule, role, action, wording) => {
    expect(refusalMessage(role, action)).toMatch(wording);
  });

  it('labels each role for people', () => {
    expect(HOUSEHOLD_ROLES.map((r) => HOUSEHOLD_ROLE_LABELS[r])).toEqual(['Account holder', 'Co-parent', 'Viewer']);
  });

  it.each([
    ['a co-parent', 'co_parent', true],
    ['a viewer', 'viewer', true],
    ['no owner (there is one account holder)', 'owner', false],
    ['no unknown word', 'admin', false],
    ['nothing when nothing is sent', undefined, false],
  ])('an invitation can offer %s', (_rule, value, expected) => {
    expect(isInvitableRole(value)).toBe(expected);
  });
});

const NOW = new Date('2026-11-26T12:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const invitation = (over: Partial<InvitationFacts> = {}): InvitationFacts => ({
  email: 'sam@example.com',
  expiresAt: at(7 * day),
  acceptedAt: null,
  revokedAt: null,
  ...over,
});

describe('invitation lifetime', () => {
  it(`an invitation lasts ${INVITATION_TTL_DAYS} days from the moment it is sent`, () => {
    expect(invitationExpiresAt(NOW).toISOString()).toBe(at(7 * day));
  });

  it.each([
    ['pending until it expires', invitation(), NOW, 'pending'],
    ['pending one millisecond before the end', invitation({ expiresAt: at(1) }), NOW, 'pending'],
    ['expired at the exact end', invitation({ expiresAt: at(0) }), NOW, 'expired'],
    ['expired after the end', invitation({ expiresAt: at(-day) }), NOW, 'expired'],
    ['accepted stays accepted, even after the end', invitation({ acceptedAt: at(-day), expiresAt: at(-1) }), NOW, 'accepted'],
    ['revoked stays revoked, whatever else', invitation({ revokedAt: at(-day), acceptedAt: at(-day) }), NOW, 'revoked'],
  ] as const)('is %s', (_rule, inv, now, expected) => {
    expect(invitationState(inv, now)).toBe(expected);
  });
});

describe('sending an invitation', () => {
  const base = { email: 'Sam@Example.com ', role: 'co_parent', ownerEmail: 'alex@example.com', memberEmails: [] as string[], pendingEmails: [] as string[] };
  const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

  it('normalises the address (trimmed, lower case) and keeps the role', () => {
    expect(validateInvitation(base)).toEqual({ ok: true, value: { email: 'sam@example.com', role: 'co_parent' } });
  });

  it.each([
    ['an address is required', { email: '  ' }, 'validation_failed', INVITATION_MESSAGES.emailRequired],
    ['an address is required (none sent)', { email: null }, 'validation_failed', INVITATION_MESSAGES.emailRequired],
    ['the address must look like one', { email: 'sam@' }, 'validation_failed', INVITATION_MESSAGES.emailInvalid],
    ['the role is co-parent or viewer', { role: 'owner' }, 'validation_failed', INVITATION_MESSAGES.roleInvalid],
    ['you cannot invite yourself (any case)', { email: 'ALEX@example.com' }, 'validation_failed', INVITATION_MESSAGES.cannotInviteYourself],
    ['you cannot invite an existing member', { memberEmails: ['SAM@example.com'] }, 'conflict', INVITATION_MESSAGES.alreadyMember],
    [
      `a household holds at most ${HOUSEHOLD_LIMITS.otherAdults} other adults`,
      { memberEmails: many(HOUSEHOLD_LIMITS.otherAdults, 'm') },
      'limit_reached',
      INVITATION_MESSAGES.tooManyAdults,
    ],
    [
      `at most ${HOUSEHOLD_LIMITS.pendingInvitations} invitations wait at once`,
      { pendingEmails: many(HOUSEHOLD_LIMITS.pendingInvitations, 'p') },
      'limit_reached',
      INVITATION_MESSAGES.tooManyInvitations,
    ],
  ] as const)('%s', (_rule, over, code, message) => {
    expect(validateInvitation({ ...base, ...over })).toEqual({ ok: false, error: { code, message } });
  });

  it('a new invitation to an address already invited replaces that one, so it does not count against the limit', () => {
    const pending = [...many(HOUSEHOLD_LIMITS.pendingInvitations - 1, 'p'), 'sam@example.com'];
    expect(validateInvitation({ ...base, pendingEmails: pending }).ok).toBe(true);
  });

  it('one place below each limit is still free', () => {
    expect(
      validateInvitation({
        ...base,
        memberEmails: many(HOUSEHOLD_LIMITS.otherAdults - 1, 'm'),
        pendingEmails: many(HOUSEHOLD_LIMITS.pendingInvitations - 1, 'p'),
      }).ok,
    ).toBe(true);
  });
});

describe('accepting an invitation', () => {
  const base: AcceptanceRequest = {
    invitation: invitation(),
    now: NOW,
    acceptorEmail: ' SAM@example.com',
    acceptorIsOwner: false,
    acceptorPlace: 'own_alone',
    memberCount: 0,
  };

  it('works once, within its days, for the address it was sent to (any case)', () => {
    expect(checkAcceptance(base)).toEqual({ ok: true, value: true });
  });

  it.each([
    ['a revoked invitation says it was withdrawn', { invitation: invitation({ revokedAt: at(-1) }) }, 'invitation_revoked', INVITATION_MESSAGES.revoked],
    ['a used invitation says it has been used', { invitation: invitation({ acceptedAt: at(-1) }) }, 'invitation_used', INVITATION_MESSAGES.used],
    ['an expired invitation says so', { invitation: invitation({ expiresAt: at(-1) }) }, 'invitation_expired', INVITATION_MESSAGES.expired],
    [
      'a dead link says why before anything about who opens it',
      { invitation: invitation({ expiresAt: at(-1) }), acceptorEmail: 'other@example.com' },
      'invitation_expired',
      INVITATION_MESSAGES.expired,
    ],
    ['the account holder cannot join their own household', { acceptorIsOwner: true }, 'conflict', INVITATION_MESSAGES.ownInvitation],
    ['another address cannot accept it', { acceptorEmail: 'other@example.com' }, 'invitation_email_mismatch', INVITATION_MESSAGES.emailMismatch],
    ['someone already in this household is told so', { acceptorPlace: 'member_here' }, 'conflict', INVITATION_MESSAGES.alreadyHere],
    ['someone in another household must leave it first', { acceptorPlace: 'member_elsewhere' }, 'already_in_household', INVITATION_MESSAGES.inAnotherHousehold],
    ['someone whose own household is shared must end that first', { acceptorPlace: 'own_shared' }, 'conflict', INVITATION_MESSAGES.ownHouseholdShared],
    [
      'a household that filled up meanwhile takes nobody more',
      { memberCount: HOUSEHOLD_LIMITS.otherAdults },
      'limit_reached',
      INVITATION_MESSAGES.tooManyAdults,
    ],
  ] as const)('%s', (_rule, over, code, message) => {
    expect(checkAcceptance({ ...base, ...over })).toEqual({ ok: false, error: { code, message } });
  });
});
