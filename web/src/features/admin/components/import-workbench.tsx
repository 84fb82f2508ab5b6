import { Alert, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { countNoun, IMPORT_MESSAGES, importBlockedReason, validateImportText } from '../../../../../domain/index.js';
import { useAppSelector } from '../../../app/hooks.js';
import { selectAccessToken } from '../../../app/session/auth.slice.js';
import type { ImportMode, ImportReport } from '../model/admin.types.js';
import { importProgress } from '../model/import-progress.js';
import { useImportRun, type ImportFailure, type ImportOutcome } from '../model/use-import-run.js';
import { CsvSourceFields } from './csv-source-fields.js';
import { ImportProgressBar } from './import-progress-bar.js';
import { ImportReportView } from './import-report-view.js';

/**
 * Paste or load a CSV, Preview & Validate (a dry run), then import. The real import stays blocked
 * until a preview of exactly this text passed with no errors (the domain's importBlockedReason).
 */
export function ImportWorkbench({ mode }: { mode: ImportMode }) {
  const token = useAppSelector(selectAccessToken);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ report: ImportReport; csvContent: string } | null>(null);
  const [imported, setImported] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);

  const onFinished = (outcome: ImportOutcome) => {
    if (outcome.kind === 'locked') return;
    if (outcome.kind === 'failed') {
      setFailure(outcome.failure);
      notifications.show({ color: 'red', title: IMPORT_MESSAGES.failedTitle, message: outcome.failure.message });
      return;
    }
    setFailure(null);
    if (outcome.report.dryRun) {
      setPreview({ report: outcome.report, csvContent: outcome.csvContent });
      setImported(null);
    } else {
      setImported(outcome.report);
      notifications.show({ color: 'sage.8', title: 'Import complete', message: `Imported ${countNoun(outcome.report.imported, 'book')}.` });
    }
  };
  const { run, busy, runningDryRun, job } = useImportRun(mode, onFinished);

  const changeText = (value: string) => {
    setText(value);
    setTextError(null);
    setNotice(null);
    setFailure(null);
  };

  const checkText = (): boolean => {
    const [empty] = validateImportText(text);
    setTextError(empty ?? null);
    return !empty;
  };

  const runPreview = () => {
    setNotice(null);
    if (!checkText()) return;
    setImported(null);
    setFailure(null);
    void run(text, true);
  };

  const runImport = () => {
    setNotice(null);
    if (!checkText()) return;
    const previewed = preview !== null && preview.csvContent === text;
    const blocked = importBlockedReason({ previewed, previewErrors: previewed ? preview.report.errors : 0 });
    if (blocked) return setNotice(blocked);
    if (mode === 'clean' && !token) return setNotice(IMPORT_MESSAGES.signInRequired);
    void run(text, false);
  };

  const currentPreview = preview && preview.csvContent === text ? preview.report : null;
  const expectedRows = currentPreview?.total ?? null;
  const shown = imported ?? currentPreview;

  return (
    <Stack gap="lg">
      <Card padding="md">
        <Stack gap="md">
          <CsvSourceFields text={text} error={textError} onTextChange={changeText} />
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Button variant="outline" onClick={runPreview} loading={busy && runningDryRun === true} disabled={busy}>
              Preview & Validate
            </Button>
            <Button onClick={runImport} loading={busy && runningDryRun === false} disabled={busy}>
              {mode === 'clean' ? 'Clean Import' : 'Import Books'}
            </Button>
          </Group>
          {notice && (
            <Alert color="orange" role="alert" title={notice}>
              {notice === IMPORT_MESSAGES.previewFirst && 'The import unlocks once a preview of this text has no errors.'}
              {notice === IMPORT_MESSAGES.fixErrorsFirst && 'Correct the refused rows, then preview again.'}
            </Alert>
          )}
        </Stack>
      </Card>

      {busy && <ImportProgressBar progress={importProgress(job, runningDryRun ?? true, runningDryRun === false ? expectedRows : null)} />}

      {!busy && failure && (
        <Alert color="red" title={IMPORT_MESSAGES.failedTitle} role="alert">
          <Text>{failure.message}</Text>
          {failure.errors.length > 0 && (
            <List size="sm" mt="xs" styles={{ itemLabel: { overflowWrap: 'anywhere' } }}>
              {failure.errors.map((e, i) => (
                <List.Item key={`${i}-${e}`}>{e}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}

      {!busy && !failure && shown && <ImportReportView report={shown} />}
    </Stack>
  );
}
