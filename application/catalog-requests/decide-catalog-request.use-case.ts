import { CATALOG_REQUEST_MESSAGES, isCatalogRequestDecision } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { CatalogRequestGroup, CatalogRequestStore } from './catalog-request-store.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An admin marks a requested book added or declined; every requester of that book gets the answer. */
export class DecideCatalogRequestUseCase {
  constructor(
    private readonly store: CatalogRequestStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: { id: string; status: unknown }): Promise<Outcome<CatalogRequestGroup>> {
    if (!isCatalogRequestDecision(command.status)) return failure(new AppError('validation_failed', CATALOG_REQUEST_MESSAGES.badStatus));
    const group = UUID.test(command.id) ? await this.store.decide(command.id, command.status, this.clock.now()) : null;
    return group ? success(group) : failure(new AppError('not_found', CATALOG_REQUEST_MESSAGES.notFound));
  }
}
