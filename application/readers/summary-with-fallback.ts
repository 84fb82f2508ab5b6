import type { ProfileSummaryWriter, SummaryRequest, SummarySource } from '../ports/profile-summary-writer.port.js';

/** A summary longer than this is cut: an AI answer is stored and shown as it comes. */
export const SUMMARY_MAX_LENGTH = 12_000;

export interface WrittenSummary {
  readonly summary: string;
  readonly source: SummarySource;
}

/**
 * The specification's rule for profile generation: ask the configured writer; when it fails or
 * answers nothing, use the locally built summary, silently for the user (the failure is reported
 * to `onFallback` so the server can log it).
 */
export class SummaryWithFallback {
  constructor(
    private readonly primary: ProfileSummaryWriter,
    private readonly fallback: ProfileSummaryWriter,
    private readonly onFallback: (reason: unknown) => void = () => undefined,
  ) {}

  async write(request: SummaryRequest): Promise<WrittenSummary> {
    if (this.primary !== this.fallback) {
      try {
        const text = (await this.primary.write(request)).trim();
        if (text !== '') return { summary: text.slice(0, SUMMARY_MAX_LENGTH), source: this.primary.source };
        this.onFallback(new Error('the summary writer answered nothing'));
      } catch (error) {
        this.onFallback(error);
      }
    }
    return { summary: (await this.fallback.write(request)).trim().slice(0, SUMMARY_MAX_LENGTH), source: this.fallback.source };
  }
}
