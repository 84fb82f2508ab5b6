import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { success, type Outcome } from '../shared/app-error.js';
import { checkGoalScope, goalView, type ReadingGoalPorts, type ReadingGoalView } from './reading-goal.js';

export interface GetReadingGoalQuery {
  readonly readerId: string;
  /** Defaults to the clock's current UTC year. */
  readonly year?: number;
}

/** A reader's reading goal for a year (target null when unset) and the books completed in it. */
export class GetReadingGoalUseCase {
  constructor(
    private readonly ports: ReadingGoalPorts,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetReadingGoalQuery, actor: Actor): Promise<Outcome<ReadingGoalView>> {
    const year = query.year ?? this.clock.now().getUTCFullYear();
    const scope = await checkGoalScope(this.ports, query.readerId, year, actor);
    if (!scope.ok) return scope;
    return success(await goalView(this.ports, scope.value, year, actor));
  }
}
