import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CORRECTION_KINDS,
  CORRECTION_MESSAGES,
  CORRECTION_NOTE_MAX,
  correctionKindLabel,
  correctionNoteRequired,
  validateCorrection,
  type CorrectionKind,
} from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useFileCorrectionMutation } from '../api/corrections.api.js';
import type { Analysis, ContentConsideration } from '../model/analysis.types.js';

/**
 * 'Report a problem' with one category's rating: what is wrong (the five kinds), a note, Send. The
 * rules are the domain's (validateCorrection), so the form says what the server would.
 */
export function ReportProblemForm({ book, consideration, onDone }: { book: Analysis; consideration: ContentConsideration; onDone: () => void }) {
  const [kind, setKind] = useState<CorrectionKind | null>(null);
  const [note, setNote] = useState('');
  const [shownError, setShownError] = useState<string | null>(null);
  const [file, { isLoading }] = useFileCorrectionMutation();

  const send = async () => {
    const checked = validateCorrection({ kind, category: consideration.category, note });
    if (!checked.ok) {
      setShownError(checked.errors[0] ?? CORRECTION_MESSAGES.kind);
      return;
    }
    setShownError(null);
    const result = await file({
      title: book.title,
      author: book.author,
      ...(book.isbn ? { isbn: book.isbn } : {}),
      category: checked.value.category,
      kind: checked.value.kind,
      ...(checked.value.note ? { note: checked.value.note } : {}),
    });
    if ('error' in result) {
      setShownError(apiErrorMessage(result.error) ?? 'Could not send your report. Please try again.');
      return;
    }
    notifications.show({ color: 'sage.8', message: CORRECTION_MESSAGES.thanks, autoClose: 4000 });
    onDone();
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label="Report a problem"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Radio.Group
        label={`What is wrong with the ${consideration.label} rating?`}
        value={kind}
        onChange={(v) => {
          setKind(v);
          setShownError(null);
        }}
      >
        <Stack gap={6} mt={6}>
          {CORRECTION_KINDS.map((k) => (
            <Radio key={k} value={k} label={correctionKindLabel(k)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={kind && correctionNoteRequired(kind) ? 'Note' : 'Note (optional)'}
        description="Where in the book, and what you found"
        autosize
        minRows={2}
        maxLength={CORRECTION_NOTE_MAX}
        value={note}
        onChange={(e) => {
          setNote(e.currentTarget.value);
          setShownError(null);
        }}
      />
      {shownError && (
        <Text c="red.8" fz="sm" role="alert">
          {shownError}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isLoading}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
