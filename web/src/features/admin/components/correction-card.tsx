import { Badge, Button, Card, Group, NumberInput, Stack, Switch, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { acceptedRating, categoryLabel, correctionKindLabel, type CategoryRating } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useDecideCorrectionMutation } from '../api/corrections-admin.api.js';
import type { AdminCorrection } from '../model/correction.types.js';

const rating = (r: CategoryRating | null) => (r === null ? 'book no longer in the catalog' : r.present ? `present, severity ${r.severity}` : 'not present');

/** One open correction: the book, the category, current vs proposed, the note; Accept (editable) or Reject (with a note). */
export function CorrectionCard({ item }: { item: AdminCorrection }) {
  const proposal = item.proposed ?? { present: item.proposed_severity > 0, severity: item.proposed_severity, example: '' };
  const [mode, setMode] = useState<'view' | 'accept' | 'reject'>('view');
  const [present, setPresent] = useState(proposal.present);
  const [severity, setSeverity] = useState<number>(proposal.severity);
  const [example, setExample] = useState(proposal.example);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideCorrectionMutation();

  const send = async (action: 'accept' | 'reject') => {
    if (action === 'accept') {
      const checked = acceptedRating(proposal, { present, severity, example });
      if (!checked.ok) return setProblem(checked.error.message);
    }
    setProblem(null);
    const body =
      action === 'accept' ? { id: item.id, action, present, severity, example, ...(note ? { note } : {}) } : { id: item.id, action, ...(note ? { note } : {}) };
    const result = await decide(body);
    if ('error' in result) {
      notifications.show({ color: 'red', title: 'Failed to decide the correction', message: apiErrorMessage(result.error) ?? 'Please try again.' });
      return;
    }
    notifications.show({ color: 'sage.8', message: result.data.message, autoClose: 3000 });
  };

  const label = `${item.title}: ${categoryLabel(item.category)}`;
  return (
    <Card withBorder padding="md" radius="md" aria-label={label} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {item.title}{' '}
            <Text span c="dimmed" fw={400}>
              by {item.author}
            </Text>
          </Text>
          <Badge variant="light">{correctionKindLabel(item.kind)}</Badge>
        </Group>
        <Text fz="sm">
          <b>{categoryLabel(item.category)}</b> — now {rating(item.current)}; proposed {rating(item.proposed)}
        </Text>
        {item.note && <Text fz="sm">“{item.note}”</Text>}
        <Text fz="xs" c="dimmed">
          Reported by {item.reporter_email ?? 'a deleted account'} on {new Date(item.created_at).toLocaleString()}
        </Text>
        {mode === 'view' && (
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => setMode('accept')} disabled={item.current === null}>
              Accept…
            </Button>
            <Button size="xs" variant="default" onClick={() => setMode('reject')}>
              Reject…
            </Button>
          </Group>
        )}
        {mode === 'accept' && (
          <Stack gap="xs" mt={4}>
            <Group gap="md" align="flex-end">
              <Switch
                label="Present"
                checked={present}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setPresent(on);
                  setSeverity(on ? Math.max(1, severity) : 0);
                }}
              />
              <NumberInput
                label="Severity"
                min={0}
                max={5}
                w={110}
                value={severity}
                onChange={(v) => {
                  const n = Number(v);
                  setSeverity(n);
                  setPresent(n > 0);
                }}
              />
            </Group>
            <Textarea label="Example" autosize minRows={2} value={example} onChange={(e) => setExample(e.currentTarget.value)} />
            <Textarea label="Decision note (optional)" autosize minRows={1} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            {problem && (
              <Text c="red.8" fz="sm" role="alert">
                {problem}
              </Text>
            )}
            <Group gap="xs">
              <Button size="xs" loading={isLoading} onClick={() => void send('accept')}>
                Accept and update the catalog
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </Group>
          </Stack>
        )}
        {mode === 'reject' && (
          <Stack gap="xs" mt={4}>
            <Textarea label="Why is it rejected? (optional)" autosize minRows={1} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Group gap="xs">
              <Button size="xs" color="red" variant="light" loading={isLoading} onClick={() => void send('reject')}>
                Reject
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
