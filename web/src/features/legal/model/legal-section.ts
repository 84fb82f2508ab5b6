import type { ReactNode } from 'react';

/** One numbered section of a legal page; `id` is its anchor in the contents list. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Shown under both titles; change it whenever either text changes. */
export const LEGAL_LAST_UPDATED = 'November 2026';
