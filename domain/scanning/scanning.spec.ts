import fc from 'fast-check';
import { isUsableCapture, latestScans, SCAN_HISTORY_LIMIT } from './scan-history.js';
import { NO_SCAN_RUN, nextScanProgress, nextScanRun, scanStages, type ScanRun } from './scan-progress.js';
import { FREE_SCAN_LIMIT, scanQuota } from './scan-quota.js';

describe('scan progress', () => {
  it.each([
    ['+8 per tick under 30 percent', 0, 8],
    ['+8 at 29', 29, 37],
    ['+5 from 30', 30, 35],
    ['+5 under 60', 59, 64],
    ['+2 from 60', 60, 62],
    ['capped at 90', 89, 90],
    ['stays at 90', 90, 90],
  ])('%s', (_rule, percent, expected) => {
    expect(nextScanProgress(percent)).toBe(expected);
  });

  it('property: progress climbs until it reaches 90 and never passes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 }), (percent) => {
        const next = nextScanProgress(percent);
        expect(next).toBeLessThanOrEqual(90);
        expect(next > percent || percent === 90).toBe(true);
      }),
    );
  });
});

describe('scan history', () => {
  const entry = (minute: number) => ({ id: `s${minute}`, created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString() });

  it(`reads at most ${SCAN_HISTORY_LIMIT} entries, newest first`, () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i));
    const latest = latestScans(entries);
    expect([latest.length, latest[0]?.id, latest[24]?.id]).toEqual([25, 's29', 's5']);
  });

  it.each([
    ['a captured image shorter than 100 characters is invalid', 'x'.repeat(99), false],
    ['100 characters or more is an image', 'x'.repeat(100), true],
  ])('%s', (_rule, dataUrl, expected) => {
    expect(isUsableCapture(dataUrl)).toBe(expected);
  });
});

describe('free-scan quota', () => {
  it.each([
    ['a free user with scans left may scan', 499, false, { allowed: true, remaining: 1, limit: 500 }],
    [`a free user is capped at ${FREE_SCAN_LIMIT} total scans`, 500, false, { allowed: false, remaining: 0, limit: 500 }],
    ['remaining never goes negative', 612, false, { allowed: false, remaining: 0, limit: 500 }],
    ['a subscriber has unlimited scans', 10_000, true, { allowed: true, remaining: null, limit: null }],
  ])('%s', (_rule, used, subscribed, expected) => {
    expect(scanQuota(used, subscribed)).toEqual(expected);
  });
});

describe('the stages shown while a book is checked', () => {
  it.each([
    [
      'a cover being read: reading and finding are under way, checking waits',
      true,
      'reading',
      'Mia',
      [
        ['Reading the cover', 'active'],
        ['Finding the book', 'active'],
        ['Checking it for Mia', 'waiting'],
      ],
    ],
    [
      'a cover read: its book is being checked for the reader',
      true,
      'checking',
      'Mia',
      [
        ['Reading the cover', 'done'],
        ['Finding the book', 'done'],
        ['Checking it for Mia', 'active'],
      ],
    ],
    [
      'a typed title is found and checked by one answer',
      false,
      'checking',
      'Leo',
      [
        ['Finding the book', 'active'],
        ['Checking it for Leo', 'active'],
      ],
    ],
    [
      'the account holder is "you"',
      false,
      'checking',
      'You',
      [
        ['Finding the book', 'active'],
        ['Checking it for you', 'active'],
      ],
    ],
    [
      'a reader without a name is "you"',
      true,
      'checking',
      '  ',
      [
        ['Reading the cover', 'done'],
        ['Finding the book', 'done'],
        ['Checking it for you', 'active'],
      ],
    ],
  ] as const)('%s', (_rule, fromCover, phase, readerName, expected) => {
    expect(scanStages({ fromCover, phase, readerName }).map((s) => [s.label, s.state])).toEqual(expected);
  });
});

describe('the run the progress dialog shows', () => {
  const idle = { reading: false, checking: false };
  const reading = { reading: true, checking: false };
  const checking = { reading: false, checking: true };
  const walk = (steps: { reading: boolean; checking: boolean }[]): ScanRun[] => {
    const runs: ScanRun[] = [];
    let run = NO_SCAN_RUN;
    for (const step of steps) runs.push((run = nextScanRun(run, step)));
    return runs;
  };

  it('a cover photo read, then its book checked, then the dialog closing: a cover run to the end', () => {
    expect(walk([reading, { reading: true, checking: true }, checking, idle])).toEqual([
      { open: true, fromCover: true },
      { open: true, fromCover: true },
      { open: true, fromCover: true },
      { open: false, fromCover: true },
    ]);
  });

  it('a typed title after a cover run starts a run of its own', () => {
    expect(walk([reading, checking, idle, checking, idle]).map((r) => r.fromCover)).toEqual([true, true, true, false, false]);
  });

  it('a cover photo after a typed title makes a cover run', () => {
    expect(walk([checking, idle, reading]).map((r) => r.fromCover)).toEqual([false, false, true]);
  });

  it('property: a closing dialog keeps the stages it showed open', () => {
    const step = fc.record({ reading: fc.boolean(), checking: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const runs = walk([...steps, idle]);
        const closing = runs.at(-1)!;
        const before = runs.at(-2) ?? NO_SCAN_RUN;
        expect(closing.open).toBe(false);
        expect(closing.fromCover).toBe(before.fromCover);
      }),
    );
  });
});
