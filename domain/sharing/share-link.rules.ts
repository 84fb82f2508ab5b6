import { countNoun } from '../text/count-noun.js';
import { err, ok, type DomainError, type Result } from '../shared/result.js';

/** How long a parent may let a share link live, in days: the only choices offered (and accepted). */
export const SHARE_EXPIRY_CHOICES = [1, 7, 30, 90] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_CHOICES)[number];
/** The choice the form starts on. */
export const SHARE_EXPIRY_DEFAULT: ShareExpiryDays = 7;
/** Links of one reader that may be active at once (expired and revoked ones do not count). */
export const SHARE_LINKS_ACTIVE_MAX = 5;
/** A parent's own name for a link ("For Grandma"), never shown on the card. */
export const SHARE_LABEL_MAX = 60;
/** Revoked and expired links stay listed this long, then they are no longer shown to the parent. */
export const SHARE_LINKS_LISTED_MAX = 20;

export const SHARE_MESSAGES = {
  expiryChoice: `Choose how long the link works: ${SHARE_EXPIRY_CHOICES.slice(0, -1).join(', ')} or ${SHARE_EXPIRY_CHOICES.at(-1)} days.`,
  labelTooLong: `A link's name can be at most ${SHARE_LABEL_MAX} characters.`,
  tooManyActive: `A reader can have at most ${SHARE_LINKS_ACTIVE_MAX} working share links. Turn one off to make another.`,
  notFound: 'This link does not work. Check that it was copied whole, or ask the parent for a new one.',
  expired: 'This link has expired. Ask the parent for a new one.',
  revoked: 'The parent turned this link off. Ask them for a new one if you still need it.',
  linkNotFound: 'Share link not found.',
  tooManyRequests: (minutes: number) => `Too many requests for this card. Please wait ${countNoun(Math.max(1, Math.ceil(minutes)), 'minute')}.`,
} as const;

/** What a link is at a moment: a revoked link stays revoked after its expiry. */
export type ShareLinkStatus = 'active' | 'expired' | 'revoked';

export interface ShareLinkTimes {
  readonly expires_at: string;
  readonly revoked_at: string | null;
}

/**
 * The status of a link at `now`: revoked once the parent turned it off, else expired from its expiry
 * instant on, else active.
 * @example shareLinkStatus({ expires_at: '2026-01-02T00:00:00Z', revoked_at: null }, new Date('2026-01-02T00:00:00Z')) // 'expired'
 */
export function shareLinkStatus(link: ShareLinkTimes, now: Date): ShareLinkStatus {
  if (link.revoked_at !== null) return 'revoked';
  return new Date(link.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

export type ShareExpiryError = DomainError<'invalid_expiry'>;

/** The parent's choice of lifetime, when it is one of the offered ones; a missing choice is the default. */
export function parseShareExpiry(days: unknown): Result<ShareExpiryDays, ShareExpiryError> {
  if (days === undefined || days === null) return ok(SHARE_EXPIRY_DEFAULT);
  return (SHARE_EXPIRY_CHOICES as readonly unknown[]).includes(days) ? ok(days as ShareExpiryDays) : err('invalid_expiry', SHARE_MESSAGES.expiryChoice);
}

/** The instant a link made at `now` for `days` stops working. */
export const shareLinkExpiry = (now: Date, days: ShareExpiryDays): Date => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

export type ShareLabelError = DomainError<'label_too_long'>;

/** The parent's name for a link, trimmed; blank is none. */
export function parseShareLabel(label: unknown): Result<string | null, ShareLabelError> {
  const text = typeof label === 'string' ? label.trim().replace(/\s+/g, ' ') : '';
  if (text === '') return ok(null);
  return text.length > SHARE_LABEL_MAX ? err('label_too_long', SHARE_MESSAGES.labelTooLong) : ok(text);
}

export type ShareLimitError = DomainError<'too_many_active'>;

/** Whether one more link may be made for a reader who already has `active` working ones. */
export const mayCreateShareLink = (active: number): Result<true, ShareLimitError> =>
  active < SHARE_LINKS_ACTIVE_MAX ? ok(true) : err('too_many_active', SHARE_MESSAGES.tooManyActive);
