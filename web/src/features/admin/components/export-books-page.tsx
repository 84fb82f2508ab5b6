import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { countNoun, EXPORT_HEADER, EXPORT_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorStatus } from '../../../app/api-error.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectAccessToken } from '../../../app/session/auth.slice.js';
import { adminApi, useAdminBooksQuery } from '../api/admin.api.js';
import { EXPORT_FAILED_TOAST } from '../model/admin-copy.js';
import { downloadBooksExport, type ExportFormat } from '../model/download-books-export.js';
import { formatCount } from '../model/format.js';
import { AdminGate } from './admin-gate.js';
import { AdminShell } from './admin-shell.js';

function ExportPanel() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  // The true number of books, counted by the database (limit 1: only the total is needed).
  const { data, error, isLoading, refetch } = useAdminBooksQuery({ q: '', limit: 1 });
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const total = data?.total ?? null;

  const download = async (format: ExportFormat) => {
    setDownloading(format);
    const result = await downloadBooksExport(format, token);
    setDownloading(null);
    if (result.ok) {
      notifications.show({
        color: 'sage.8',
        title: 'Export ready',
        message: `${result.fileName}${result.total !== null ? ` (${countNoun(result.total, 'book')})` : ''}`,
      });
      return;
    }
    if (result.status === 403) return void dispatch(adminApi.util.invalidateTags(['AdminAccess']));
    if (result.status === 404) {
      void refetch();
      return void notifications.show({ color: 'orange', message: EXPORT_MESSAGES.noBooks });
    }
    notifications.show({ color: 'red', title: EXPORT_FAILED_TOAST.title, message: EXPORT_FAILED_TOAST.message });
  };

  if (isLoading) return <Loader size="sm" aria-label="Counting books" />;
  if (error && apiErrorStatus(error) === 403) return null;
  if (error) {
    return (
      <Alert color="red" title="The books could not be counted">
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Card padding="lg">
        <Stack gap="xs">
          <Text fz="sm" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
            Books in the catalog
          </Text>
          <Text fz={44} fw={700} ff="heading" lh={1} data-testid="book-count">
            {total === null ? '–' : formatCount(total)}
          </Text>
          <Text c="dimmed">Counted by the database just now.</Text>
        </Stack>
      </Card>

      {total === 0 ? (
        <Alert color="orange" title={EXPORT_MESSAGES.noBooks}>
          The catalog is empty. Import books first, then export them here.
        </Alert>
      ) : (
        <Card padding="lg">
          <Stack gap="md">
            <div>
              <Text fw={600}>Book list</Text>
              <Text c="dimmed" fz="sm">
                One row per book, by title, with the columns {EXPORT_HEADER.join(', ')}.
              </Text>
            </div>
            <Group gap="sm" grow preventGrowOverflow={false}>
              <Button
                leftSection={<IconDownload size={18} aria-hidden="true" />}
                onClick={() => void download('summary')}
                loading={downloading === 'summary'}
                disabled={downloading !== null}
              >
                Download CSV
              </Button>
              <Button variant="default" onClick={() => void download('full')} loading={downloading === 'full'} disabled={downloading !== null}>
                Full CSV (import format)
              </Button>
            </Group>
            <Text c="dimmed" fz="sm">
              The full CSV is in the import format (the 36 columns, then series and series_volume): importing it again gives the same catalog.
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** /export-books: the true count of books and the CSV download. */
export function ExportBooksPage() {
  return (
    <AdminShell title="Export Books" description="Download the book-content catalog as a CSV file.">
      <AdminGate>
        <ExportPanel />
      </AdminGate>
    </AdminShell>
  );
}
