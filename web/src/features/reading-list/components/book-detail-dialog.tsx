import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { IconAlertTriangle } from '@tabler/icons-react';
import { firstSentence } from '../../../../../domain/index.js';
import { matchBadgeColor, matchBadgeLabel } from '../model/match-badge.js';
import { readerFirstName } from '../model/reading-list-view.js';
import type { ReadingListItem } from '../model/reading-list.types.js';

/** A book of the list: author, match level and score, summary, why it matches, content considerations. */
export function BookDetailDialog({ item, onClose }: { item: ReadingListItem | null; onClose: () => void }) {
  const analysis = item?.analysis ?? null;
  const flagged = (analysis?.contentConsiderations ?? []).filter((c) => c.present);
  const alerts = analysis?.parentAlerts ?? [];
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.title} centered radius="lg" size="lg">
      {item && (
        <Stack gap="md">
          <div>
            <Text>by {item.author}</Text>
            <Text fz="sm" c="dimmed">
              For {item.reader_name}
            </Text>
          </div>
          {analysis ? (
            <>
              <Group gap="sm">
                <Badge size="lg" color={matchBadgeColor(analysis.matchLevel)}>
                  {matchBadgeLabel(analysis.matchLevel)}
                </Badge>
                {typeof analysis.matchScore === 'number' && (
                  <Text fw={700} fz="lg">
                    {analysis.matchScore}%
                  </Text>
                )}
              </Group>
              {analysis.summary && <Text>{analysis.summary}</Text>}
              {(analysis.matchReason ?? []).length > 0 && (
                <Stack gap={4}>
                  <Title order={3} size="h5">
                    Why This Book Matches for {readerFirstName(item.reader_name)}
                  </Title>
                  <List size="sm" spacing={2}>
                    {(analysis.matchReason ?? []).map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                </Stack>
              )}
              <Stack gap={6}>
                <Title order={3} size="h5">
                  Content Considerations
                </Title>
                {alerts.length > 0 && (
                  <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title="Conflicts with preferences">
                    <List size="sm" spacing={2}>
                      {alerts.map((alert) => (
                        <List.Item key={alert}>{alert}</List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                {flagged.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    No sensitive content is flagged in our notes for this book.
                  </Text>
                ) : (
                  flagged.map((c) => (
                    <div key={c.category}>
                      <Group gap={6}>
                        <Text fw={600} fz="sm">
                          {c.label ?? c.category}
                        </Text>
                        {typeof c.severity === 'number' && (
                          <Text fz="xs" fw={700} tt="uppercase" c={c.exceedsTolerance ? 'red.8' : 'dimmed'}>
                            Level {c.severity} of 5
                          </Text>
                        )}
                        {c.exceedsTolerance && (
                          <Badge size="sm" color="red.8">
                            Conflicts with preferences
                          </Badge>
                        )}
                      </Group>
                      {c.description && (
                        <Text fz="sm" c="dimmed">
                          {firstSentence(c.description)}
                        </Text>
                      )}
                    </div>
                  ))
                )}
              </Stack>
            </>
          ) : (
            <Text c="dimmed">No analysis was saved with this book. Search for it again to see the match.</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
