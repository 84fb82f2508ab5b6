import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { DISCOVERY_MESSAGES } from '../model/discovery-messages.js';

/** '3 books hidden for Mia — Show them': books above a category the reader holds at zero tolerance. */
export function HiddenBooksToggle({
  count,
  readerName,
  shown,
  onToggle,
  controls,
}: {
  count: number;
  readerName: string;
  shown: boolean;
  onToggle: () => void;
  controls?: string;
}) {
  if (count === 0) return null;
  return (
    <Group gap={6} wrap="wrap" justify="space-between" py={2}>
      <Text fz="sm" c="dimmed">
        {shown ? DISCOVERY_MESSAGES.shownFor(count, readerName) : DISCOVERY_MESSAGES.hiddenFor(count, readerName)}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={shown ? <IconEyeOff size={16} aria-hidden="true" /> : <IconEye size={16} aria-hidden="true" />}
        aria-expanded={shown}
        aria-controls={controls}
        onClick={onToggle}
      >
        {shown ? DISCOVERY_MESSAGES.hideHidden : DISCOVERY_MESSAGES.showHidden}
      </Button>
    </Group>
  );
}
