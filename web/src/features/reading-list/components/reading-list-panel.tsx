import { Alert, Button, Chip, Group, Loader, ScrollArea, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useHouseholdCan } from '../../../app/session/household.api.js';
import { notifications } from '@mantine/notifications';
import { useMediaQueryNow } from '../../../app/media-query.js';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { READING_STATUSES, type ReadingStatus } from '../../../../../domain/index.js';
import {
  useChangeReadingStatusMutation,
  useExportReadingListCsvMutation,
  useReadingListQuery,
  useRemoveFromReadingListMutation,
} from '../api/reading-list.api.js';
import { saveTextFile } from '../../../components/save-file.js';
import { TBR_MESSAGES } from '../model/reading-list-messages.js';
import { groupByStatus, readerFirstName, readersOnList, readingListTitle, readyForReview } from '../model/reading-list-view.js';
import { STATUS_HEADINGS, STATUS_LABELS, type ReadingListItem } from '../model/reading-list.types.js';
import { BookDetailDialog } from './book-detail-dialog.js';
import { ImportHistoryDialog } from './import-history-dialog.js';
import { ReadingGoalCard } from './reading-goal-card.js';
import { NARROW_SCREEN, NARROW_SEGMENTS, ReadingListItemCard } from './reading-list-item-card.js';
import { ReadyForReview } from './ready-for-review.js';
import { RemoveBookDialog } from './remove-book-dialog.js';

type StatusFilter = 'all' | ReadingStatus;
const ALL = 'all';

/** To Be Read: the family's books by status, filterable by reader and status, with a yearly goal. */
export function ReadingListPanel({ currentReader }: { currentReader: { id: string; name: string } }) {
  // a viewer in a household sees the lists without the controls that change them
  const canEdit = useHouseholdCan('edit_reading_lists');
  const { data: items = [], isLoading, isError, refetch } = useReadingListQuery();
  const [changeStatus] = useChangeReadingStatusMutation();
  const [remove, { isLoading: removing }] = useRemoveFromReadingListMutation();
  const [exportCsv, { isLoading: exporting }] = useExportReadingListCsvMutation();
  const [readerFilter, setReaderFilter] = useState<string>(ALL);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(ALL);
  const [detail, setDetail] = useState<ReadingListItem | null>(null);
  const [removal, setRemoval] = useState<ReadingListItem | null>(null);
  const [importing, setImporting] = useState(false);

  const narrow = useMediaQueryNow(NARROW_SCREEN);
  const readers = useMemo(() => readersOnList(items), [items]);
  const activeReader = readers.some((r) => r.id === readerFilter) ? readerFilter : ALL;
  const forReader = activeReader === ALL ? items : items.filter((i) => i.reader_id === activeReader);
  const shown = statusFilter === ALL ? forReader : forReader.filter((i) => i.reading_status === statusFilter);
  const ready = readyForReview(forReader, new Date());
  // The goal shown is the goal of the reader whose list is on the screen: the one filtered to, the
  // only reader with books here, or (a family's list of several) the reader chosen in the app.
  const goalReader =
    activeReader !== ALL
      ? { id: activeReader, name: readers.find((r) => r.id === activeReader)?.name ?? '' }
      : readers.length === 1
        ? readers[0]
        : currentReader;

  const setStatus = async (item: ReadingListItem, status: ReadingStatus) => {
    if (item.reading_status === status) return;
    try {
      await changeStatus({ id: item.id, reading_status: status }).unwrap();
      notifications.show({ color: 'sage', message: TBR_MESSAGES.statusUpdated, autoClose: 2500 });
    } catch {
      notifications.show({ color: 'red', message: TBR_MESSAGES.statusFailed });
    }
  };
  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      await remove(removal.id).unwrap();
      notifications.show({ color: 'sage', message: TBR_MESSAGES.removed, autoClose: 2500 });
      setRemoval(null);
    } catch {
      notifications.show({ color: 'red', message: TBR_MESSAGES.removeFailed });
    }
  };
  const download = async () => {
    try {
      const file = await exportCsv({ readerId: activeReader === ALL ? undefined : activeReader }).unwrap();
      saveTextFile(file.csv, file.fileName);
    } catch {
      notifications.show({ color: 'red', message: 'Could not export the reading list. Please try again.' });
    }
  };

  if (isLoading)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading reading list" />
      </Group>
    );
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{TBR_MESSAGES.loadFailed}</Text>
          <Button size="xs" variant="white" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  // Whose books these are, said first: one reader's list, or the family's when several are shown.
  const listOwner = activeReader !== ALL || readers.length === 1 ? goalReader.name : readers.length === 0 ? currentReader.name : null;
  return (
    <Stack gap="md">
      <Title order={2} size="h4" data-reading-list-title>
        {readingListTitle(listOwner)}
      </Title>
      {readers.length > 1 && (
        <ScrollArea type="never" offsetScrollbars={false}>
          <Chip.Group value={activeReader} onChange={(v) => setReaderFilter(v)}>
            <Group gap={6} wrap="nowrap" role="group" aria-label="Reader">
              <Chip value={ALL} size="md">
                All readers
              </Chip>
              {readers.map((r) => (
                <Chip key={r.id} value={r.id} size="md">
                  {r.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      <ReadingGoalCard readerId={goalReader.id} readerName={readerFirstName(goalReader.name)} />
      {ready.length > 0 && <ReadyForReview items={ready} onOpen={setDetail} onCompleted={(item) => void setStatus(item, 'completed')} />}
      {items.length > 0 && (
        <SegmentedControl
          fullWidth
          size={narrow ? 'xs' : 'sm'}
          styles={NARROW_SEGMENTS}
          value={statusFilter}
          onChange={(v) => setStatusFilter(v)}
          data={[{ value: ALL, label: 'All' }, ...READING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
          aria-label="Show books by status"
        />
      )}
      {shown.length === 0 && (
        <Text c="dimmed">
          {items.length === 0 ? 'No books yet. Tap ‘Add to Reading List’ on a book’s analysis to keep it here.' : 'No books with this status.'}
        </Text>
      )}
      {groupByStatus(shown).map((group) => (
        <Stack key={group.status} gap="xs" component="section" aria-label={STATUS_HEADINGS[group.status]}>
          <Title order={3} size="h5">
            {STATUS_HEADINGS[group.status]} ({group.items.length})
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.items.map((item) => (
              <ReadingListItemCard
                key={item.id}
                item={item}
                onOpen={() => setDetail(item)}
                onStatus={(status) => void setStatus(item, status)}
                onRemove={() => setRemoval(item)}
                readOnly={!canEdit}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      <Group gap="xs">
        {/* The label may take two lines on a narrow phone; it is never cut. */}
        {canEdit && (
          <Button
            variant="subtle"
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            leftSection={<IconFileImport size={18} aria-hidden="true" />}
            onClick={() => setImporting(true)}
          >
            Import from Goodreads or StoryGraph
          </Button>
        )}
        {items.length > 0 && (
          <Button variant="subtle" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        )}
      </Group>
      <ImportHistoryDialog opened={importing} reader={currentReader} onClose={() => setImporting(false)} />
      <BookDetailDialog item={detail} onClose={() => setDetail(null)} />
      <RemoveBookDialog item={removal} removing={removing} onConfirm={() => void confirmRemoval()} onClose={() => setRemoval(null)} />
    </Stack>
  );
}
