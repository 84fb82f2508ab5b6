import type { ShareLinkStatus } from '../../../../../domain/index.js';
import type { CreateShareLinkDto, NewShareLinkDto, ShareLinkDto } from '../../../api/generated.js';

/** A share link as the owner's routes answer it (docs/sharing.md). */
export type ShareLink = ShareLinkDto;

/** The creation's answer: the token and the card's path, shown this once. */
export type NewShareLink = NewShareLinkDto;

/** POST /api/family-members/:id/share-links: the member and the link's lifetime and label. */
export type ShareLinkRequest = { memberId: string } & CreateShareLinkDto;

export const SHARE_STATUS_WORDS: Record<ShareLinkStatus, { label: string; color: string }> = {
  active: { label: 'Working', color: 'sage.8' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Turned off', color: 'red.8' },
};

export const SHARE_UI_MESSAGES = {
  createFailed: 'The link could not be made. Please try again.',
  revokeFailed: 'The link could not be turned off. Please try again.',
  loadFailed: 'Your links could not be loaded.',
  turnedOff: 'Link turned off. It stops working at once.',
  copied: 'Copied',
} as const;

/** The lifetimes offered, in words. */
export const expiryChoiceLabel = (days: number): string => (days === 1 ? '1 day' : `${days} days`);
