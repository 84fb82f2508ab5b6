import { Alert, Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { BOOK_REQUEST_MESSAGES } from '../model/book-request-messages.js';
import type { BookRequestMatch } from '../model/book-request.types.js';
import { conflictDetail, matchColor, matchLabel } from '../model/match-colors.js';

/** The match as the analysis card shows it (level badge, score, bar) and each conflict by category. */
export function RequestMatch({ match, readerName }: { match: BookRequestMatch | null; readerName: string }) {
  if (!match) {
    return (
      <Text fz="sm" c="dimmed">
        {BOOK_REQUEST_MESSAGES.notInCatalog}
      </Text>
    );
  }
  const color = matchColor(match.match_level);
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Badge size="lg" color={color} variant="filled" radius="md">
          {matchLabel(match.match_level)}
        </Badge>
        <Text fw={700} fz="lg" lh={1} aria-label={`Match score ${match.match_score} percent`}>
          {match.match_score}%
        </Text>
      </Group>
      <Progress value={match.match_score} color={color} size="sm" radius="xl" aria-hidden="true" />
      {match.conflicts.length === 0 ? (
        <Group gap={6} c="sage.9">
          <IconCircleCheck size={18} aria-hidden="true" />
          <Text fz="sm">{BOOK_REQUEST_MESSAGES.noConflicts}</Text>
        </Group>
      ) : (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title={`Above ${readerName}’s comfort levels`}>
          <List size="sm" spacing={2} aria-label={`Conflicts for ${readerName}`}>
            {match.conflicts.map((c) => (
              <List.Item key={c.category}>
                <Text fz="sm" fw={600} component="span" style={{ display: 'block' }}>
                  {c.label}
                </Text>
                <Text fz="xs" c="dimmed" component="span" style={{ display: 'block' }}>
                  {conflictDetail(c, readerName)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
