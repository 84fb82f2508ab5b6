import { Alert, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BookFixed } from '../model/admin.types.js';

/** True when two texts differ only in spaces or line breaks (which the eye cannot see). */
const onlySpacing = (before: string | boolean, after: string | boolean) =>
  typeof before === 'string' && typeof after === 'string' && before.replace(/\s+/g, ' ').trim() === after.replace(/\s+/g, ' ').trim();

const shownValue = (v: string | boolean) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v === '' ? '(empty)' : v);

/** What a fix changed (each field before and after) and what it left to a person. */
export function FixResult({ result }: { result: BookFixed }) {
  const changed = result.changes.length > 0;
  return (
    <Stack gap="md" component="section" aria-label="Fix result">
      <Alert color={changed ? 'sage' : 'blue'} title={result.message}>
        <Text fw={600}>{result.book.title}</Text>
        <Text fz="sm">
          {result.book.author} · ISBN {result.book.isbn}
        </Text>
      </Alert>
      {changed && (
        <div>
          <Title order={2} size="h4" mb="xs">
            Changes ({result.changes.length})
          </Title>
          <Stack gap="xs">
            {result.changes.map((change) => (
              <Card key={change.field} padding="sm" data-change-field={change.field}>
                <Group gap="xs" mb={6}>
                  <Text fw={600} ff="monospace" fz="sm">
                    {change.field}
                  </Text>
                  {onlySpacing(change.before, change.after) && (
                    <Text fz="xs" c="dimmed">
                      only spaces or line breaks changed
                    </Text>
                  )}
                </Group>
                <Stack gap={4}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text fz="sm" c="red.8" fw={600} w={52} style={{ flexShrink: 0 }}>
                      Before
                    </Text>
                    <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} td="line-through" c="dimmed">
                      {shownValue(change.before)}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text fz="sm" c="sage.9" fw={600} w={52} style={{ flexShrink: 0 }}>
                      After
                    </Text>
                    <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                      {shownValue(change.after)}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        </div>
      )}
      {result.notes.length > 0 && (
        <Card padding="md" style={{ borderLeft: '4px solid var(--mantine-color-yellow-6)' }}>
          <Text fw={600} mb={4}>
            For a person to check
          </Text>
          <List size="sm" spacing={4}>
            {result.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}
