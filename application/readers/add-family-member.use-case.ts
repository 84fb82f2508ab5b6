import { accountLimitProblem, validateFamilyMemberBasics } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { toleranceErrors } from './content-tolerance.check.js';
import type { FamilyMemberFields, FamilyMemberRow, FamilyMemberStore } from './family-member-store.port.js';

export type AddFamilyMemberCommand = FamilyMemberFields;

/** Adds a family member once the domain accepts its basic info (name, age 1-120, reading level). */
export class AddFamilyMemberUseCase {
  constructor(
    private readonly members: FamilyMemberStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: AddFamilyMemberCommand, actor: Actor): Promise<Outcome<FamilyMemberRow>> {
    const basics = validateFamilyMemberBasics({ name: command.name ?? '', age: command.age, reading_level: command.reading_level });
    const errors = [...(basics.ok ? [] : basics.errors), ...toleranceErrors(command.content_tolerance)];
    if (!basics.ok || errors.length > 0) return failure(AppError.validation(errors));
    const full = accountLimitProblem('familyMembers', (await this.members.list(actor.id)).length);
    if (full) return failure(new AppError('limit_reached', full));
    return success(await this.members.add(actor.id, { ...command, ...basics.value }, this.clock.now()));
  }
}
