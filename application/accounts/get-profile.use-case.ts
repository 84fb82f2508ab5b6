import { normalizeEmail } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { AccountStore, ProfileRecord } from './account-store.port.js';

/** The caller's profile row; created from the sign-up metadata when it is missing. */
export class GetProfileUseCase {
  private readonly adminEmails: readonly string[];

  constructor(
    private readonly store: AccountStore,
    adminEmails: readonly string[],
  ) {
    this.adminEmails = adminEmails.map(normalizeEmail);
  }

  async execute(actor: Actor): Promise<Outcome<ProfileRecord>> {
    const existing = await this.store.findProfile(actor.id);
    if (existing) return success(existing);
    const user = await this.store.findUser(actor.id);
    if (!user) return failure(new AppError('unauthorized', 'Authentication required'));
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    return success(
      await this.store.createProfile({
        id: user.id,
        first_name: text(user.user_metadata.first_name),
        last_name: text(user.user_metadata.last_name),
        is_admin: this.adminEmails.includes(normalizeEmail(user.email)),
      }),
    );
  }
}
