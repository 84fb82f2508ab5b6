import { readingGoalTargetErrors } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { checkGoalScope, goalView, type ReadingGoalPorts, type ReadingGoalView } from './reading-goal.js';

export interface SetReadingGoalCommand {
  readonly readerId: string;
  readonly year?: number;
  readonly target: number;
}

/** Sets (or replaces) a reader's target for a year: a whole number of books from 1 to 1000. */
export class SetReadingGoalUseCase {
  constructor(
    private readonly ports: ReadingGoalPorts,
    private readonly clock: Clock,
  ) {}

  async execute(command: SetReadingGoalCommand, actor: Actor): Promise<Outcome<ReadingGoalView>> {
    const now = this.clock.now();
    const year = command.year ?? now.getUTCFullYear();
    const targetErrors = readingGoalTargetErrors(command.target);
    if (targetErrors.length > 0) return failure(AppError.validation(targetErrors));
    const scope = await checkGoalScope(this.ports, command.readerId, year, actor);
    if (!scope.ok) return scope;
    const target = await this.ports.goals.put(actor.id, scope.value, year, command.target, now);
    return success(await goalView(this.ports, scope.value, year, actor, target));
  }
}
