import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { READER_SPACE_MESSAGES } from '../model/reader-space-messages.js';
import type { ReaderRequest } from '../model/reader-space.types.js';
import { RequestStatusChip } from './request-status-chip.js';

/** The reader's own requests, newest first, each with its answer and the grown-up's note. */
export function MyRequests({ requests, askWho }: { requests: ReaderRequest[]; askWho: string }) {
  if (requests.length === 0) return <Text c="dimmed">{READER_SPACE_MESSAGES.noRequests}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My requests">
      {requests.map((r) => (
        <Card key={r.id} component="li" withBorder radius="md" padding="sm" aria-label={r.title}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} lh={1.3}>
                  {r.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {r.author}
                </Text>
              </div>
              <RequestStatusChip status={r.status} />
            </Group>
            {r.parent_note && (
              <Alert variant="light" color={r.status === 'approved' ? 'sage' : 'gray'} p="xs" title={`${askWho} says`}>
                {r.parent_note}
              </Alert>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
