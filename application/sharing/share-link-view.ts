import { shareCardPath, shareLinkStatus, type ShareLinkStatus } from '../../domain/index.js';
import type { ShareLinkRecord } from './share-link-store.port.js';

/** A link as the owner's routes answer it: the record and its status at the clock's now. */
export type ShareLinkView = ShareLinkRecord & { readonly status: ShareLinkStatus };

/** The answer of the creation: the link with its token and path, shown this once. */
export type NewShareLinkView = ShareLinkView & { readonly token: string; readonly path: string };

export const toShareLinkView = (link: ShareLinkRecord, now: Date): ShareLinkView => ({ ...link, status: shareLinkStatus(link, now) });

export const toNewShareLinkView = (link: ShareLinkRecord, token: string, now: Date): NewShareLinkView => ({
  ...toShareLinkView(link, now),
  token,
  path: shareCardPath(token),
});
