import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReadingStatus } from '../../../../../domain/index.js';
import { READER_SPACE_MESSAGES } from '../model/reader-space-messages.js';
import type { ReaderReadingListItem } from '../model/reader-space.types.js';

const STATUS: Readonly<Record<ReadingStatus, string>> = { to_read: 'To read', currently_reading: 'Reading', completed: 'Finished' };

/** The reader's own reading list, read only: changes are the grown-up's. */
export function MyReadingList({ items }: { items: ReaderReadingListItem[] }) {
  if (items.length === 0) return <Text c="dimmed">{READER_SPACE_MESSAGES.emptyList}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My reading list">
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} lh={1.3}>
                {item.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {item.author}
              </Text>
            </div>
            <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
              {STATUS[item.reading_status] ?? item.reading_status}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
