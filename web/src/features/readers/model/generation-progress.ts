/** The 'Generating profile' dialog never claims more than 90 % until the profile is saved. */
export const GENERATION_PROGRESS_CAP = 90;
export const GENERATION_TICK_MS = 450;

/**
 * One tick of the progress bar: a random step of 3 to 12 points, held at 90.
 * `random` is a number in [0, 1) passed in, so the rule stays testable.
 */
export const nextGenerationProgress = (current: number, random: number): number => Math.min(GENERATION_PROGRESS_CAP, current + 3 + Math.floor(random * 10));

/** The message under the bar; it changes at 30, 60 and 90 %. Words: 'your'/'you' or 'Mia’s'/'Mia'. */
export function generationMessage(progress: number, words: { possessive: string; subject: string }): string {
  if (progress >= 90) return `Writing ${words.possessive} reading profile…`;
  if (progress >= 60) return 'Matching comfort levels to content categories…';
  if (progress >= 30) return `Finding the kinds of stories ${words.subject} will love…`;
  return `Reading ${words.possessive} quiz answers…`;
}
