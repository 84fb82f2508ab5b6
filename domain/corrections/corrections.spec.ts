import { CATEGORY_IDS } from '../taxonomy/content-categories.js';
import { TEXT_MESSAGES } from '../text/sanitize-text.js';
import { ACCEPTANCE_MESSAGES, acceptedRating, proposedRating, proposedSeverity, type AcceptanceEdits, type CategoryRating } from './correction-acceptance.js';
import { CORRECTION_KINDS, correctionKindLabel, isCorrectionKind, type CorrectionKind } from './correction-kinds.js';
import { CORRECTION_MESSAGES, correctionNoteRequired, validateCorrection, type CorrectionInput } from './correction.rules.js';
import {
  applyCorrectionAction,
  correctionStatusMessage,
  CORRECTION_ACTIONS,
  CORRECTION_STATUSES,
  nextCorrectionStatus,
  type CorrectionAction,
  type CorrectionStatus,
} from './correction-status.machine.js';

describe('correction kinds', () => {
  it.each([
    ['too_lenient', 'Too lenient'],
    ['too_strict', 'Too strict'],
    ['factual_error', 'Factual error'],
    ['missing_content', 'Missing content'],
    ['other', 'Other'],
  ] as const)('%s reads "%s"', (kind, label) => {
    expect(correctionKindLabel(kind)).toBe(label);
    expect(isCorrectionKind(kind)).toBe(true);
  });

  it.each([['wrong'], [''], [1], [null]])('%p is not a kind', (value) => {
    expect(isCorrectionKind(value)).toBe(false);
  });
});

describe('a report', () => {
  const long = 'a '.repeat(600);
  it.each<[string, CorrectionInput, string[]]>([
    ['too lenient needs no note', { kind: 'too_lenient', category: 'violence' }, []],
    ['too strict needs no note', { kind: 'too_strict', category: 'profanity', note: '  ' }, []],
    ['a factual error needs a note', { kind: 'factual_error', category: 'violence', note: '' }, [CORRECTION_MESSAGES.noteRequired]],
    ['missing content needs a note', { kind: 'missing_content', category: 'violence', note: null }, [CORRECTION_MESSAGES.noteRequired]],
    ['other needs a note', { kind: 'other', category: 'violence' }, [CORRECTION_MESSAGES.noteRequired]],
    ['a note of tags alone counts as no note', { kind: 'other', category: 'violence', note: '<b></b>' }, [CORRECTION_MESSAGES.noteRequired]],
    ['an unknown kind is refused', { kind: 'meh', category: 'violence' }, [CORRECTION_MESSAGES.kind]],
    ['an unknown category is refused', { kind: 'too_strict', category: 'romance' }, [CORRECTION_MESSAGES.category]],
    ['a note longer than 1000 is refused', { kind: 'other', category: 'violence', note: long }, [TEXT_MESSAGES.maxLength(1000)]],
    ['a dangerous note is refused', { kind: 'other', category: 'violence', note: '<script>alert(1)</script>' }, [TEXT_MESSAGES.dangerous]],
  ])('%s', (_rule, input, errors) => {
    expect(validateCorrection(input).errors).toEqual(errors);
  });

  it('keeps the cleaned note, kind and category', () => {
    expect(validateCorrection({ kind: 'factual_error', category: 'death_grief', note: '  The dog <i>dies</i> in chapter 3. ' })).toEqual({
      ok: true,
      errors: [],
      value: { kind: 'factual_error', category: 'death_grief', note: 'The dog dies in chapter 3.' },
    });
  });

  it.each(CORRECTION_KINDS.map((k) => [k, ['factual_error', 'missing_content', 'other'].includes(k)] as const))(
    'a note is required for %s: %s',
    (kind, required) => {
      expect(correctionNoteRequired(kind)).toBe(required);
    },
  );

  it('accepts every canonical category', () => {
    expect(CATEGORY_IDS.every((category) => validateCorrection({ kind: 'too_strict', category }).ok)).toBe(true);
  });
});

describe('correction status machine', () => {
  const ALLOWED: [CorrectionStatus, CorrectionAction, CorrectionStatus][] = [
    ['open', 'accept', 'accepted'],
    ['open', 'reject', 'rejected'],
  ];
  const FORBIDDEN = CORRECTION_STATUSES.flatMap((s) =>
    CORRECTION_ACTIONS.filter((a) => !ALLOWED.some(([from, action]) => from === s && action === a)).map((a) => [s, a] as const),
  );

  it.each(ALLOWED)('from %s, %s gives %s', (status, action, expected) => {
    expect(nextCorrectionStatus(status, action)).toBe(expected);
    expect(applyCorrectionAction(status, action)).toEqual({ ok: true, value: expected });
  });

  it.each(FORBIDDEN)('from %s, %s is forbidden (decisions are final)', (status, action) => {
    expect(nextCorrectionStatus(status, action)).toBeNull();
    expect(applyCorrectionAction(status, action)).toEqual({
      ok: false,
      error: { code: 'illegal_correction_transition', message: `Cannot ${action} a correction that is ${status}` },
    });
  });

  it('forbids exactly the four moves out of a decision', () => {
    expect(FORBIDDEN).toHaveLength(4);
  });

  it.each([
    ['accepted', 'Correction accepted'],
    ['rejected', 'Correction rejected'],
  ] as const)('the toast of %s reads "%s"', (status, message) => {
    expect(correctionStatusMessage(status)).toBe(message);
  });
});

describe('what a report proposes', () => {
  it.each<[CorrectionKind, number, number]>([
    ['too_lenient', 2, 3],
    ['too_lenient', 5, 5],
    ['too_lenient', 0, 1],
    ['too_strict', 3, 2],
    ['too_strict', 1, 0],
    ['too_strict', 0, 0],
    ['missing_content', 0, 1],
    ['missing_content', 4, 4],
    ['factual_error', 3, 3],
    ['other', 2, 2],
    ['too_lenient', 9, 5],
    ['too_strict', -2, 0],
  ])('%s on severity %i proposes %i', (kind, current, proposed) => {
    expect(proposedSeverity(kind, current)).toBe(proposed);
  });

  it.each<[CorrectionKind, CategoryRating, CategoryRating]>([
    ['too_strict', { present: true, severity: 1, example: 'A push.' }, { present: false, severity: 0, example: 'A push.' }],
    ['too_lenient', { present: false, severity: 0, example: '' }, { present: true, severity: 1, example: '' }],
    ['factual_error', { present: true, severity: 3, example: 'Fights.' }, { present: true, severity: 3, example: 'Fights.' }],
  ])('%s on %j proposes %j', (kind, current, proposal) => {
    expect(proposedRating(kind, current)).toEqual(proposal);
  });
});

describe('what an acceptance writes', () => {
  const proposal: CategoryRating = { present: true, severity: 3, example: 'Sword fights.' };
  const absent: CategoryRating = { present: false, severity: 0, example: '' };
  it.each<[string, CategoryRating, AcceptanceEdits, CategoryRating]>([
    ['no edits keep the proposal', proposal, {}, proposal],
    ['a severity alone is kept and stays present', proposal, { severity: 5 }, { ...proposal, severity: 5 }],
    ['a severity of 0 alone makes it not present', proposal, { severity: 0 }, { present: false, severity: 0, example: 'Sword fights.' }],
    ['not present alone sets severity 0', proposal, { present: false }, { present: false, severity: 0, example: 'Sword fights.' }],
    ['present alone on an absent proposal takes severity 1', absent, { present: true }, { present: true, severity: 1, example: '' }],
    ['present alone keeps a proposed severity', proposal, { present: true }, proposal],
    ['a new example is cleaned', proposal, { example: ' <b>Battles</b> ' }, { ...proposal, example: 'Battles' }],
    ['an absent proposal takes a severity and becomes present', absent, { severity: 2 }, { present: true, severity: 2, example: '' }],
  ])('%s', (_rule, from, edits, expected) => {
    expect(acceptedRating(from, edits)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, AcceptanceEdits, string]>([
    ['a severity above 5', { severity: 6 }, ACCEPTANCE_MESSAGES.severity],
    ['a severity below 0', { severity: -1 }, ACCEPTANCE_MESSAGES.severity],
    ['a fractional severity', { severity: 2.5 }, ACCEPTANCE_MESSAGES.severity],
    ['present with severity 0', { present: true, severity: 0 }, ACCEPTANCE_MESSAGES.presentNeedsSeverity],
    ['not present with a severity', { present: false, severity: 2 }, ACCEPTANCE_MESSAGES.absentHasNoSeverity],
    ['a dangerous example', { example: '<script>x</script>' }, TEXT_MESSAGES.dangerous],
  ])('refuses %s', (_rule, edits, message) => {
    expect(acceptedRating(proposal, edits)).toEqual({ ok: false, error: { code: 'invalid_acceptance', message } });
  });
});
