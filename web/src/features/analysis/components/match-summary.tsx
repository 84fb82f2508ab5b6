import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { provenanceText } from '../../../../../domain/index.js';
import { matchColor, matchLabel } from '../model/match-level.js';
import type { Analysis } from '../model/analysis.types.js';

/** Title, author and the match: level badge, score and a bar in the level's colour; then who rated the book, and when. */
export function MatchSummary({ analysis, headingId }: { analysis: Analysis; headingId: string }) {
  const color = matchColor(analysis.matchLevel);
  const ages = analysis.ageRange ? `Usually ages ${analysis.ageRange.min}${analysis.ageRange.max ? `–${analysis.ageRange.max}` : '+'}` : null;
  return (
    <Stack gap="xs">
      <div>
        <Title id={headingId} order={2} size="h3" lh={1.25}>
          {analysis.title}
        </Title>
        <Text c="dimmed">by {analysis.author}</Text>
      </div>
      <Group gap="sm" align="center">
        <Badge size="xl" color={color} variant="filled" radius="md">
          {matchLabel(analysis.matchLevel)}
        </Badge>
        <Text fw={700} fz={24} lh={1} aria-label={`Match score ${analysis.matchScore} percent`}>
          {analysis.matchScore}%
        </Text>
        {ages && (
          <Text c="dimmed" fz="sm">
            {ages}
          </Text>
        )}
      </Group>
      <Progress value={analysis.matchScore} color={color} size="md" radius="xl" aria-hidden="true" />
      {analysis.provenance && (
        <Text fz="sm" c="dimmed" data-testid="ratings-provenance">
          {provenanceText(analysis.provenance)}
        </Text>
      )}
    </Stack>
  );
}
