import { validateFamilyMemberBasics } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { FamilyMemberFields, FamilyMemberRow, ReaderDataStore } from './reader-data.port.js';

export const MEMBER_NOT_FOUND = 'Family member not found';

/** Adds a family member or changes one, after the domain's basic-info rules (name, age 1-120, reading level). */
export class SaveFamilyMemberUseCase {
  constructor(
    private readonly store: ReaderDataStore,
    private readonly clock: Clock,
  ) {}

  async add(fields: FamilyMemberFields, actor: Actor): Promise<Outcome<FamilyMemberRow>> {
    const basics = validateFamilyMemberBasics({ name: fields.name ?? '', age: fields.age, reading_level: fields.reading_level });
    if (!basics.ok) return failure(AppError.validation(basics.errors));
    return success(await this.store.addMember(actor.id, { ...fields, ...basics.value }, this.clock.now()));
  }

  async update(id: string, fields: FamilyMemberFields, actor: Actor): Promise<Outcome<FamilyMemberRow>> {
    const current = await this.store.findMember(actor.id, id);
    if (!current) return failure(new AppError('not_found', MEMBER_NOT_FOUND));
    const merged = { name: fields.name ?? current.name, age: fields.age ?? current.age, reading_level: fields.reading_level ?? current.reading_level };
    const basics = validateFamilyMemberBasics(merged);
    if (!basics.ok) return failure(AppError.validation(basics.errors));
    const saved = await this.store.updateMember(actor.id, id, { ...fields, ...basics.value }, this.clock.now());
    return saved ? success(saved) : failure(new AppError('not_found', MEMBER_NOT_FOUND));
  }
}
