import { Badge, Group, Text } from '@mantine/core';
import { DISCOVERY_MESSAGES } from '../model/discovery-messages.js';
import type { RelatedFit } from '../model/analysis.types.js';
import { matchColor, matchLabel } from '../model/match-level.js';

export interface FitView {
  level: string;
  score: number;
  /** Category labels above the reader's comfort level. */
  conflicts: string[];
  /** The labels held at zero tolerance (the reason the book is hidden by default). */
  zeroTolerance: string[];
}

/** What the badge and the note show of a book's fit (null when no reader was given). */
export const fitView = (fit: RelatedFit | undefined): FitView | null =>
  fit
    ? {
        level: fit.matchLevel,
        score: fit.matchScore,
        conflicts: fit.conflicts.map((c) => c.label),
        zeroTolerance: fit.conflicts.filter((c) => c.zeroTolerance).map((c) => c.label),
      }
    : null;

/**
 * The words' colour on the level's light tint: darker than the palette's shades (sage.8, teal.8 and
 * yellow.9 reach only 3–4:1 on a tint; these reach about 6.5–7:1, past WCAG AA's 4.5:1, which the
 * accessibility suite checks with axe).
 */
const FIT_TEXT: Readonly<Record<string, string>> = { good: '#2f5c38', decent: '#075e47', fair: '#8a4500', poor: '#a61e1e' };

/** A calm per-reader badge for a list row: '85% match · Good fit', on a light tint of the match level's colour. */
export function ReaderFitBadge({ fit }: { fit: FitView }) {
  return (
    <Badge
      variant="light"
      color={matchColor(fit.level).split('.')[0]}
      c={FIT_TEXT[fit.level] ?? 'dark.6'}
      size="md"
      radius="sm"
      style={{ textTransform: 'none', flexShrink: 0 }}
    >
      {fit.score}% match · {matchLabel(fit.level).replace(' Match', ' fit')}
    </Badge>
  );
}

/** One line under a row: why the book was hidden, else which content is above the comfort level; nothing when it fits. */
export function ReaderFitNote({ fit, readerName }: { fit: FitView; readerName: string }) {
  if (fit.zeroTolerance.length > 0) {
    return (
      <Text fz="sm" c="red.9">
        {DISCOVERY_MESSAGES.aboveLimits(readerName, fit.zeroTolerance)}
      </Text>
    );
  }
  if (fit.conflicts.length === 0) return null;
  return (
    <Text fz="sm" c="dimmed">
      {DISCOVERY_MESSAGES.aboveComfort(fit.conflicts)}
    </Text>
  );
}

/** Under a book's title and author: the fit badge and, when it conflicts, the note for the reader. */
export function ReaderFit({ fit, readerName }: { fit: FitView | null; readerName: string }) {
  if (!fit) return null;
  return (
    <>
      <Group gap={6}>
        <ReaderFitBadge fit={fit} />
      </Group>
      <ReaderFitNote fit={fit} readerName={readerName} />
    </>
  );
}
