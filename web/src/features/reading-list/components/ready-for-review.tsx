import { Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { TBR_MESSAGES } from '../model/reading-list-messages.js';
import type { ReadingListItem } from '../model/reading-list.types.js';

/** 'Books ready for review': being read for more than a day; a good moment to talk it over. */
export function ReadyForReview({
  items,
  onOpen,
  onCompleted,
}: {
  items: ReadingListItem[];
  onOpen: (item: ReadingListItem) => void;
  onCompleted: (item: ReadingListItem) => void;
}) {
  return (
    <Card padding="md" radius="md" bg="var(--mantine-color-yellow-0)" component="section" aria-label={TBR_MESSAGES.readyForReview}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconChecklist size={20} aria-hidden="true" />
          <Text fw={700}>{TBR_MESSAGES.readyForReview}</Text>
        </Group>
        <Text fz="sm" c="dimmed">
          Started more than a day ago: ask how it is going, or mark it completed.
        </Text>
        {items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
            <UnstyledButton onClick={() => onOpen(item)} style={{ minWidth: 0 }} aria-label={`${item.title}: details`}>
              <Text fw={600} lh={1.3}>
                {item.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {item.reader_name}
              </Text>
            </UnstyledButton>
            <Button size="xs" variant="white" onClick={() => onCompleted(item)} style={{ flexShrink: 0 }}>
              Mark completed
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
