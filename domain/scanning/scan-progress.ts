/** The 'Analyzing Your Book' progress climbs fast, then slows, and waits at 90 for the answer. */
export const SCAN_PROGRESS_CAP = 90;

/** Step per tick by the current percent, lowest band first. */
export const SCAN_PROGRESS_STEPS: readonly { under: number; step: number }[] = [
  { under: 30, step: 8 },
  { under: 60, step: 5 },
];
export const SCAN_PROGRESS_LATE_STEP = 2;

/** An image starts its analysis after 100 ms. */
export const SCAN_START_DELAY_MS = 100;

/** The next percent: +8 under 30, +5 under 60, +2 after, never above 90. */
export const nextScanProgress = (percent: number): number => {
  const step = SCAN_PROGRESS_STEPS.find((band) => percent < band.under)?.step ?? SCAN_PROGRESS_LATE_STEP;
  return Math.min(SCAN_PROGRESS_CAP, percent + step);
};

/** Where a run is: the cover photo being read (and its book found), or the book being judged. */
export type ScanPhase = 'reading' | 'checking';
export type ScanStageState = 'done' | 'active' | 'waiting';
export interface ScanStage {
  readonly label: string;
  readonly state: ScanStageState;
}

/**
 * The stages a parent sees while a book is checked, each marked from what is really happening:
 * a cover photo is read and matched to a book by one request (both stages active together), then
 * the book is judged for the reader; a typed title is found and judged by one request. Nothing is
 * marked done before the answer that finishes it has arrived.
 * @example scanStages({ fromCover: true, phase: 'checking', readerName: 'Mia' }).map((s) => s.state) // ['done', 'done', 'active']
 */
export function scanStages(input: { fromCover: boolean; phase: ScanPhase; readerName: string }): ScanStage[] {
  const name = input.readerName.trim();
  const checking = `Checking it for ${name === '' || name === 'You' ? 'you' : name}`;
  if (!input.fromCover)
    return [
      { label: 'Finding the book', state: 'active' },
      { label: checking, state: 'active' },
    ];
  const reading = input.phase === 'reading';
  return [
    { label: 'Reading the cover', state: reading ? 'active' : 'done' },
    { label: 'Finding the book', state: reading ? 'active' : 'done' },
    { label: checking, state: reading ? 'waiting' : 'active' },
  ];
}

/** A run of the progress dialog: whether it is open, and whether it began with a cover photo. */
export interface ScanRun {
  readonly open: boolean;
  readonly fromCover: boolean;
}

/** No run yet: the dialog is closed. */
export const NO_SCAN_RUN: ScanRun = { open: false, fromCover: false };

/**
 * The run after a change of what is under way: a cover photo being read makes it a cover run; a
 * check that opens the dialog without a photo (a typed title) starts a run of its own; otherwise the
 * run keeps its kind, also while the dialog closes, so its stages never step back to another run's
 * list on the way out (a cover run's closing dialog once showed 'Finding the book' in progress again).
 * @example nextScanRun({ open: true, fromCover: true }, { reading: false, checking: false }) // { open: false, fromCover: true }
 */
export function nextScanRun(previous: ScanRun, now: { reading: boolean; checking: boolean }): ScanRun {
  const open = now.reading || now.checking;
  if (now.reading) return { open, fromCover: true };
  if (open && !previous.open) return { open, fromCover: false };
  return { open, fromCover: previous.fromCover };
}
