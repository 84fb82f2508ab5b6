import { Alert, Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useBookRequestsQuery } from '../api/book-requests.api.js';
import { BOOK_REQUEST_MESSAGES } from '../model/book-request-messages.js';
import type { BookRequest } from '../model/book-request.types.js';
import { RequestCard } from './request-card.js';

function RequestList({ requests, empty }: { requests: BookRequest[]; empty: string }) {
  if (requests.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
    </Stack>
  );
}

/** The Requests sheet: books the family's readers asked for, waiting first, answered in a second tab. */
export function RequestsPanel() {
  const [tab, setTab] = useState<string | null>('waiting');
  const all = useBookRequestsQuery('all', { refetchOnMountOrArgChange: true });

  if (all.isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  }
  if (all.isError) {
    return (
      <Alert color="red" variant="light" title={BOOK_REQUEST_MESSAGES.loadFailed}>
        <Button size="xs" variant="white" onClick={() => void all.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const requests = all.data ?? [];
  const waiting = requests.filter((r) => r.status === 'pending');
  const answered = requests.filter((r) => r.status !== 'pending');

  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="waiting" fw={600}>
          Waiting ({waiting.length})
        </Tabs.Tab>
        <Tabs.Tab value="answered" fw={600}>
          Answered ({answered.length})
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="waiting">
        <RequestList requests={waiting} empty={BOOK_REQUEST_MESSAGES.noneWaiting} />
      </Tabs.Panel>
      <Tabs.Panel value="answered">
        <RequestList requests={answered} empty={BOOK_REQUEST_MESSAGES.noneAnswered} />
      </Tabs.Panel>
    </Tabs>
  );
}
