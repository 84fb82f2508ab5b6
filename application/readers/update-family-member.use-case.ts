import { validateFamilyMemberBasics } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { toleranceErrors } from './content-tolerance.check.js';
import type { FamilyMemberFields, FamilyMemberRow, FamilyMemberStore } from './family-member-store.port.js';
import { READER_MESSAGES } from './reader-messages.js';

/** Fields to change; one left out is kept, a basic-info field sent as null is judged as missing. */
export interface UpdateFamilyMemberCommand {
  readonly id: string;
  readonly changes: Omit<FamilyMemberFields, 'name' | 'age' | 'reading_level'> & { name?: string | null; age?: number | null; reading_level?: string | null };
}

/**
 * Changes a family member. The domain judges the basic info as it will be after the change (the
 * stored values merged with the new ones), so a partial update cannot leave a member invalid.
 */
export class UpdateFamilyMemberUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly clock: Clock,
  ) {}

  async execute({ id, changes }: UpdateFamilyMemberCommand, actor: Actor): Promise<Outcome<FamilyMemberRow>> {
    const current = await this.members.find(actor.id, id);
    if (!current) return failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
    const pick = <T>(next: T | null | undefined, stored: T): T | null | undefined => (next === undefined ? stored : next);
    const basics = validateFamilyMemberBasics({
      name: pick(changes.name, current.name) ?? '',
      age: pick(changes.age, current.age),
      reading_level: pick(changes.reading_level, current.reading_level),
    });
    const errors = [...(basics.ok ? [] : basics.errors), ...toleranceErrors(changes.content_tolerance)];
    if (!basics.ok || errors.length > 0) return failure(AppError.validation(errors));
    const fields: FamilyMemberFields = { ...changes, ...basics.value };
    const saved = await this.members.update(actor.id, id, fields, this.clock.now());
    return saved ? success(saved) : failure(new AppError('not_found', READER_MESSAGES.memberNotFound));
  }
}
