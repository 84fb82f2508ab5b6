import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useShelfSessionsQuery } from '../api/shelf-mode.api.js';

const when = (iso: string) => {
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? `Today, ${date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`
    : date.toLocaleDateString([], { day: 'numeric', month: 'short', year: date.getFullYear() === today.getFullYear() ? undefined : 'numeric' });
};

/** The Library's shelf sessions (newest first): date, readers, how many books; each opens its list. */
export function ShelfSessionsHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const { data: sessions = [], isError } = useShelfSessionsQuery();
  if (isError)
    return (
      <Text c="red.8" fz="sm">
        Could not load your shelf sessions.
      </Text>
    );
  if (sessions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Shelf sessions
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shelf sessions">
        {sessions.map((s) => (
          <Card key={s.id} component="li" padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconBooks size={20} aria-hidden="true" style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} lh={1.3}>
                    {s.book_count} {s.book_count === 1 ? 'book' : 'books'} for {s.readers.map((r) => r.name).join(', ')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    Shelf · {when(s.started_at)} · {s.ended_at ? 'Finished' : 'Still open'}
                  </Text>
                </div>
              </Group>
              <Button variant="default" size="xs" h={36} onClick={() => onOpen(s.id)} aria-label={`Open the shelf of ${when(s.started_at)}`}>
                {s.ended_at ? 'Open' : 'Continue'}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
