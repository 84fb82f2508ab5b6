import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBarcode, IconCamera, IconSearch, IconX } from '@tabler/icons-react';
import type { QueuedCheck } from '../../../../../domain/index.js';

const ICONS = { search: IconSearch, barcode: IconBarcode, photo: IconCamera } as const;
const labelOf = (c: QueuedCheck): string =>
  c.kind === 'photo' ? `Cover photo${(c.photos?.length ?? 1) > 1 ? `s (${c.photos?.length})` : ''}` : c.kind === 'barcode' ? `ISBN ${c.query}` : `“${c.query}”`;

/** "Waiting for connection": the checks kept on the device, oldest first, each removable. */
export function WaitingList({
  checks,
  online,
  readerId,
  onRemove,
}: {
  checks: QueuedCheck[];
  online: boolean;
  readerId: string;
  onRemove: (id: string) => void;
}) {
  if (checks.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="waiting-title">
      <Text id="waiting-title" fw={600} fz="sm" mb={4}>
        Waiting for connection ({checks.length})
      </Text>
      <Text fz="xs" c="dimmed" mb="xs">
        {online ? 'Sending now…' : "These will be checked automatically when you're back online."}
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checks.map((c) => {
          const Icon = ICONS[c.kind];
          const otherReader = c.kind === 'photo' && c.readerId !== readerId;
          return (
            <Group key={c.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Icon size={18} aria-hidden="true" />
                <Text fz="sm" truncate>
                  {labelOf(c)}{' '}
                  <Text span c="dimmed" fz="xs">
                    for {c.readerName}
                    {otherReader ? ` (sent when you pick ${c.readerName === 'you' ? 'yourself' : c.readerName})` : ''}
                  </Text>
                </Text>
              </Group>
              <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${labelOf(c)} from the waiting list`} onClick={() => onRemove(c.id)}>
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
