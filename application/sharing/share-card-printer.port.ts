import type { SharedCard } from './shared-card.js';

/** Prints a reader's card as a one-page PDF. */
export interface ShareCardPrinter {
  print(card: SharedCard): Promise<Buffer>;
}
export const SHARE_CARD_PRINTER = Symbol('SHARE_CARD_PRINTER');
