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
