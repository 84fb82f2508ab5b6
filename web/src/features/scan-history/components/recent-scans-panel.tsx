import { ActionIcon, Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconSearch, IconTrash } from '@tabler/icons-react';
import { latestScans } from '../../../../../domain/index.js';
import { useHouseholdCan } from '../../../app/session/household.api.js';
import { useRemoveScanHistoryEntryMutation, useScanHistoryQuery } from '../api/scan-history.api.js';
import { SCAN_HISTORY_MESSAGES, type ScanHistoryEntry } from '../model/scan-history.types.js';

const when = (iso: string) => {
  const date = new Date(iso);
  const today = new Date();
  const sameDay = date.toDateString() === today.toDateString();
  return sameDay
    ? `Today, ${date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`
    : date.toLocaleDateString([], { day: 'numeric', month: 'short', year: date.getFullYear() === today.getFullYear() ? undefined : 'numeric' });
};

function ScanRow({ scan, onAnalyze, onRemove, removing }: { scan: ScanHistoryEntry; onAnalyze?: () => void; onRemove?: () => void; removing: boolean }) {
  const Icon = scan.scan_type === 'manual-search' ? IconSearch : IconCamera;
  const how = scan.scan_type === 'manual-search' ? 'Search' : scan.scan_type === 'camera-scan' ? 'Cover scan' : 'Scan';
  return (
    <Card padding="sm" radius="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} color="var(--mantine-color-dimmed)" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lh={1.3}>
              {scan.book_title}
            </Text>
            {scan.book_author && (
              <Text fz="sm" c="dimmed">
                {scan.book_author}
              </Text>
            )}
            <Text fz="xs" c="dimmed">
              {[
                how,
                scan.reader_name ? `for ${scan.reader_name}` : null,
                when(scan.created_at),
                scan.books_found > 1 ? `${scan.books_found} books found` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {onAnalyze && (
            <Button variant="default" size="xs" h={36} onClick={onAnalyze} aria-label={`Analyze ${scan.book_title} again`}>
              Analyze
            </Button>
          )}
          {onRemove && (
            <ActionIcon variant="subtle" color="red.8" size={36} aria-label={`Remove ${scan.book_title} from history`} onClick={onRemove} loading={removing}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** Recent Scans: the newest 25 searches and cover scans, each removable or analysable again. */
export function RecentScansPanel({ onAnalyze }: { onAnalyze?: (book: { title: string; author: string }) => void }) {
  const { data, isLoading, isError, refetch } = useScanHistoryQuery();
  const [remove, { isLoading: removing, originalArgs: removingId }] = useRemoveScanHistoryEntryMutation();
  // a viewer in a household reads the history and changes nothing of it
  const canEdit = useHouseholdCan('edit_scan_history');
  const scans = data ? latestScans(data) : [];

  const drop = async (id: string) => {
    try {
      await remove(id).unwrap();
      notifications.show({ color: 'sage', message: SCAN_HISTORY_MESSAGES.removed, autoClose: 2500 });
    } catch {
      notifications.show({ color: 'red', message: SCAN_HISTORY_MESSAGES.removeFailed });
    }
  };

  if (isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading recent scans" />
      </Group>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{SCAN_HISTORY_MESSAGES.loadFailed}</Text>
          <Button size="xs" variant="white" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (scans.length === 0) {
    return <Text c="dimmed">Books you search for or scan will appear here.</Text>;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent scans">
      {scans.map((scan) => (
        <ScanRow
          key={scan.id}
          scan={scan}
          removing={removing && removingId === scan.id}
          onRemove={canEdit ? () => void drop(scan.id) : undefined}
          onAnalyze={onAnalyze ? () => onAnalyze({ title: scan.book_title, author: scan.book_author ?? '' }) : undefined}
        />
      ))}
    </Stack>
  );
}
