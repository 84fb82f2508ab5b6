import { normaliseCatalogTitle } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { InFlightWork } from '../ports/in-flight-work.port.js';
import type { Outcome } from '../shared/app-error.js';
import type { BookAnalysis, BookChoices } from './analysis-answer.js';
import type { AnalyzeBookCommand, AnalyzeBookUseCase } from './analyze-book.use-case.js';

/**
 * One answer per question: the same user asking the same book (case, spacing and punctuation
 * ignored) for the same reader with the same forceAnalysis, while that analysis still runs, awaits
 * the running one instead of starting another. So a double submit takes one scan and writes one
 * history row, and both requests get the same answer.
 */
export class AnalyzeBookOnceUseCase {
  constructor(
    private readonly analyze: AnalyzeBookUseCase,
    private readonly inFlight: InFlightWork,
  ) {}

  execute(cmd: AnalyzeBookCommand, actor: Actor): Promise<Outcome<BookAnalysis | BookChoices>> {
    return this.inFlight.share(analysisKey(cmd, actor), () => this.analyze.execute(cmd, actor));
  }
}

const part = (s: string | null | undefined): string => normaliseCatalogTitle(s ?? '');

/** The question an analysis answers: who asks, which book, for which reader, forced or not. */
export function analysisKey(cmd: AnalyzeBookCommand, actor: Actor): string {
  const { book } = cmd;
  return JSON.stringify([
    'analysis',
    actor.id,
    cmd.readerId,
    cmd.forceAnalysis === true,
    part(book.title),
    part(book.author),
    (book.isbn ?? '').replace(/[^0-9xX]/g, '').toUpperCase(),
    part(book.originalQuery),
  ]);
}
