import { normaliseCatalogTitle, validateCatalogRequest } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { CatalogRequestRecord, CatalogRequestStore } from './catalog-request-store.port.js';

export interface AskToAddBookCommand {
  readonly title?: string | null;
  readonly author?: string | null;
}

/** "Ask us to add this book": a new request, or the caller's earlier one for the same title (`created` false). */
export class AskToAddBookUseCase {
  constructor(
    private readonly store: CatalogRequestStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: AskToAddBookCommand, actor: Actor): Promise<Outcome<{ record: CatalogRequestRecord; created: boolean }>> {
    const checked = validateCatalogRequest(command);
    if (!checked.ok) return failure(AppError.validation(checked.errors));
    const { title, author } = checked.value;
    return success(await this.store.add(actor.id, { title, author, titleKey: normaliseCatalogTitle(title) }, this.clock.now()));
  }
}
