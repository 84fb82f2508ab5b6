import { ActionIcon, Badge, Card, Group, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQueryNow } from '../../../app/media-query.js';
import { IconTrash } from '@tabler/icons-react';
import { READING_STATUSES, type ReadingStatus } from '../../../../../domain/index.js';
import { matchBadgeColor } from '../model/match-badge.js';
import { readingListRowReader } from '../model/reading-list-view.js';
import { STATUS_LABELS, type ReadingListItem } from '../model/reading-list.types.js';

/** Under 360 px the three statuses get smaller type and padding, so 'Completed' is never cut. */
export const NARROW_SCREEN = '(max-width: 359px)';
export const NARROW_SEGMENTS = { label: { paddingInline: 6 } } as const;

const STATUS_OPTIONS = READING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** One book: tap for the details; its status in one tap; remove (asks first). Read-only for a household viewer: the status shown, no controls. */
export function ReadingListItemCard({
  item,
  onOpen,
  onStatus,
  onRemove,
  readOnly = false,
}: {
  item: ReadingListItem;
  onOpen: () => void;
  onStatus: (status: ReadingStatus) => void;
  onRemove: () => void;
  readOnly?: boolean;
}) {
  const analysis = item.analysis;
  const narrow = useMediaQueryNow(NARROW_SCREEN);
  return (
    <Card padding="sm" radius="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <UnstyledButton onClick={onOpen} style={{ minWidth: 0, flex: 1 }} aria-label={`${item.title}: details`}>
            <Text fw={600} lh={1.3}>
              {item.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {item.author}
            </Text>
            {/* Every row says whose it is: a family list mixes readers. */}
            <Text fz="sm" fw={600} c="sage.9" data-row-reader>
              {readingListRowReader(item.reader_name)}
            </Text>
            {analysis && typeof analysis.matchScore === 'number' && (
              <Badge mt={6} variant="filled" color={matchBadgeColor(analysis.matchLevel)}>
                {analysis.matchScore}% {analysis.matchLevel ?? ''} match
              </Badge>
            )}
          </UnstyledButton>
          {!readOnly && (
            <ActionIcon variant="subtle" color="red.8" size={40} aria-label={`Remove ${item.title}`} onClick={onRemove}>
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
        {readOnly ? (
          <Text fz="sm">{`Status: ${STATUS_LABELS[item.reading_status]}`}</Text>
        ) : (
          <SegmentedControl
            fullWidth
            size={narrow ? 'xs' : 'sm'}
            styles={NARROW_SEGMENTS}
            value={item.reading_status}
            onChange={(value) => onStatus(value)}
            data={STATUS_OPTIONS}
            aria-label={`Reading status of ${item.title}`}
          />
        )}
      </Stack>
    </Card>
  );
}
