import type { BookRequestStatus } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import type { BookRequestStore } from './book-request-store.port.js';
import { toParentRequestView, type ParentRequestView } from './book-request-views.js';
import { RequestMatcher, type RequestCatalog } from './request-matcher.js';

/** The parent's requests (pending by default), newest first, each with its match and conflicts. */
export class ListBookRequestsUseCase {
  constructor(
    private readonly requests: BookRequestStore,
    private readonly catalog: RequestCatalog,
    private readonly directory: ReaderDirectory,
  ) {}

  async execute(query: { status: BookRequestStatus | 'all' }, actor: Actor): Promise<ParentRequestView[]> {
    const matcher = new RequestMatcher(this.catalog, this.directory);
    const rows = await this.requests.listForAccount(actor.id, query.status);
    return Promise.all(rows.map(async (r) => toParentRequestView(r, await matcher.matchOf(r))));
  }
}
