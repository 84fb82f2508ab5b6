/** What a reader says is wrong with a content rating ('Report a problem'). */
export const CORRECTION_KINDS = ['too_lenient', 'too_strict', 'factual_error', 'missing_content', 'other'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** The labels the report form and the admin queue show. */
export const CORRECTION_KIND_LABELS: Readonly<Record<CorrectionKind, string>> = {
  too_lenient: 'Too lenient',
  too_strict: 'Too strict',
  factual_error: 'Factual error',
  missing_content: 'Missing content',
  other: 'Other',
};

/** True for one of the five kinds. */
export const isCorrectionKind = (value: unknown): value is CorrectionKind =>
  typeof value === 'string' && (CORRECTION_KINDS as readonly string[]).includes(value);

/** The label of a kind: `correctionKindLabel('too_strict')` → 'Too strict'. */
export const correctionKindLabel = (kind: CorrectionKind): string => CORRECTION_KIND_LABELS[kind];
