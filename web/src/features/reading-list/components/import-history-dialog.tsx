import { Alert, Badge, Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { countNoun, READING_HISTORY_MAX_BYTES, READING_HISTORY_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useImportReadingHistoryMutation } from '../api/reading-list.api.js';
import type { ReadingHistoryImportReport, ReadingHistoryRowOutcome } from '../model/reading-list.types.js';

/** Rows of the preview shown in the dialog; the counts cover the whole file. */
const PREVIEW_ROWS = 8;

const OUTCOMES: Readonly<Record<ReadingHistoryRowOutcome, { label: string; color: string }>> = {
  would_import: { label: 'Will import', color: 'sage' },
  imported: { label: 'Imported', color: 'sage' },
  duplicate: { label: 'Already there', color: 'gray' },
  skipped: { label: 'Skipped', color: 'gray' },
  error: { label: 'Cannot import', color: 'red' },
};

const FORMAT_NAMES = { goodreads: 'Goodreads', storygraph: 'StoryGraph' } as const;
const books = (n: number) => countNoun(n, 'book');

/**
 * 'Import from Goodreads or StoryGraph': a CSV export (chosen or pasted) previewed for the current
 * reader, then imported. The server decides everything; its messages are shown as they come.
 */
export function ImportHistoryDialog({ opened, reader, onClose }: { opened: boolean; reader: { id: string; name: string }; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReadingHistoryImportReport | null>(null);
  const [send, { isLoading }] = useImportReadingHistoryMutation();
  const [running, setRunning] = useState<'preview' | 'import' | null>(null);

  const reset = () => {
    setFile(null);
    setPasted('');
    setProblem(null);
    setPreview(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const changed = () => {
    setProblem(null);
    setPreview(null);
  };

  const csvText = async (): Promise<string | null> => {
    if (file) {
      if (file.size > READING_HISTORY_MAX_BYTES) {
        setProblem(READING_HISTORY_MESSAGES.tooLarge);
        return null;
      }
      return file.text();
    }
    if (pasted.trim() === '') {
      setProblem(READING_HISTORY_MESSAGES.empty);
      return null;
    }
    return pasted;
  };

  const run = async (dryRun: boolean) => {
    const csvContent = await csvText();
    if (csvContent === null) return;
    setRunning(dryRun ? 'preview' : 'import');
    try {
      const report = await send({ reader_id: reader.id, csvContent, dryRun }).unwrap();
      if (dryRun) {
        setPreview(report);
      } else {
        notifications.show({ color: 'sage', message: READING_HISTORY_MESSAGES.imported(report.imported), autoClose: 3000 });
        close();
      }
    } catch (error) {
      setProblem(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]) ?? 'Could not import the file. Please try again.');
      setPreview(null);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Import from Goodreads or StoryGraph" centered radius="lg" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Books go to <strong>{reader.name}</strong>’s list: read books as completed, books in progress as currently reading, the rest as to read. Books already
          on the list, did-not-finish and paused ones are left out.
        </Text>
        <Text size="xs" c="dimmed">
          Goodreads: My Books → Import and export → Export Library. StoryGraph: Manage Account → Export StoryGraph Library.
        </Text>
        <FileInput
          label="CSV export"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          clearable
          leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
          value={file}
          onChange={(f) => {
            setFile(f);
            changed();
          }}
        />
        {!file && (
          <Textarea
            label="Or paste the CSV"
            autosize
            minRows={2}
            maxRows={6}
            value={pasted}
            onChange={(e) => {
              setPasted(e.currentTarget.value);
              changed();
            }}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          />
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {preview && <ImportPreview report={preview} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {preview ? (
            <Button onClick={() => void run(false)} loading={running === 'import'} disabled={isLoading || preview.imported === 0}>
              Import {books(preview.imported)}
            </Button>
          ) : (
            <Button onClick={() => void run(true)} loading={running === 'preview'} disabled={isLoading}>
              Preview
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** The counts of a dry run and its first rows with their outcome. */
function ImportPreview({ report }: { report: ReadingHistoryImportReport }) {
  const shown = report.rows.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="xs" aria-label="Import preview" role="region">
      <Text fw={600}>
        {FORMAT_NAMES[report.format]} export: {books(report.total)}
      </Text>
      <Group gap="xs">
        <Badge color="sage" variant="light">
          {report.imported} to import
        </Badge>
        <Badge color="gray" variant="light">
          {report.skipped} skipped
        </Badge>
        {report.errors > 0 && (
          <Badge color="red" variant="light">
            {report.errors} with problems
          </Badge>
        )}
      </Group>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((r) => (
          <li key={r.row}>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {r.title || '(no title)'}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  Row {r.row}
                  {r.author ? ` · ${r.author}` : ''}
                </Text>
                {r.reason && (
                  <Text size="xs" c={r.outcome === 'error' ? 'red.8' : 'dimmed'}>
                    {r.reason}
                  </Text>
                )}
              </div>
              <Badge color={OUTCOMES[r.outcome].color} variant={r.outcome === 'would_import' ? 'light' : 'outline'} style={{ flexShrink: 0 }}>
                {OUTCOMES[r.outcome].label}
              </Badge>
            </Group>
          </li>
        ))}
      </Stack>
      {report.rows.length > shown.length && (
        <Text size="xs" c="dimmed">
          and {books(report.rows.length - shown.length)} more
        </Text>
      )}
    </Stack>
  );
}
