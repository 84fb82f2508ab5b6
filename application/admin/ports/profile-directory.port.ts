import type { Page } from './feedback-inbox.port.js';

/** A profile as the admin dashboard lists it. */
export interface ProfileSummary {
  readonly id: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly created_at: string;
  readonly is_admin: boolean;
}

/** All profiles, for admins. */
export interface ProfileDirectory {
  /** Newest first. */
  list(page: Page): Promise<ProfileSummary[]>;
}
export const PROFILE_DIRECTORY = Symbol('PROFILE_DIRECTORY');
