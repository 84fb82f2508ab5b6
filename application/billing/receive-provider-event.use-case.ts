import type { PaymentGateway, WebhookRejection } from '../ports/payment-gateway.port.js';
import type { AppliedEvent, ApplySubscriptionEventUseCase } from './apply-subscription-event.use-case.js';

export type ReceivedEvent =
  | { readonly ok: true; readonly applied: AppliedEvent; readonly eventId: string; readonly type: string }
  | { readonly ok: false; readonly reason: WebhookRejection; readonly message: string };

/**
 * The payment webhook: nothing is believed before the gateway has verified the signature over the
 * exact bytes received; a verified event is applied like any other (once, in order).
 */
export class ReceiveProviderEventUseCase {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly applyEvent: ApplySubscriptionEventUseCase,
  ) {}

  async execute(rawBody: Uint8Array, signatureHeader: string | undefined): Promise<ReceivedEvent> {
    const parsed = await this.gateway.parseWebhook(rawBody, signatureHeader);
    if (!parsed.ok) return parsed;
    return { ok: true, applied: await this.applyEvent.execute(parsed.event), eventId: parsed.event.id, type: parsed.event.type };
  }
}
