import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { toleranceErrors } from './content-tolerance.check.js';
import type { ReadingProfileFields, ReadingProfileRow, ReadingProfileStore } from './reading-profile-store.port.js';

/** Creates the account's own reading profile when missing, or changes the fields given. */
export class SaveReadingProfileUseCase {
  constructor(
    private readonly profiles: ReadingProfileStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: ReadingProfileFields, actor: Actor): Promise<Outcome<ReadingProfileRow>> {
    const errors = toleranceErrors(command.content_tolerance);
    if (errors.length > 0) return failure(AppError.validation(errors));
    return success(await this.profiles.save(actor.id, command, this.clock.now()));
  }
}
