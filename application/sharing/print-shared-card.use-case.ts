import { success, type Outcome } from '../shared/app-error.js';
import type { GetSharedCardUseCase } from './get-shared-card.use-case.js';
import type { ShareCardPrinter } from './share-card-printer.port.js';
import type { SharedRequest } from './shared-link-gate.js';

/** GET /api/share/:token/card.pdf: the same card, printed on one page, with a file name of the first name. */
export class PrintSharedCardUseCase {
  constructor(
    private readonly cards: GetSharedCardUseCase,
    private readonly printer: ShareCardPrinter,
  ) {}

  async execute(request: SharedRequest): Promise<Outcome<{ pdf: Buffer; fileName: string }>> {
    const card = await this.cards.execute(request);
    if (!card.ok) return card;
    const name = card.value.first_name.normalize('NFKD').replace(/[^A-Za-z0-9-]/g, '') || 'reader';
    return success({ pdf: await this.printer.print(card.value), fileName: `${name}-reading-card.pdf` });
  }
}
