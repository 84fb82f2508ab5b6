import { Badge, Button, Card, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { useEffect, useState } from 'react';
import { exampleTypeLabel } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useBookContentDetailsMutation } from '../api/analysis.api.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { Analysis, ContentConsideration, ContentExample } from '../model/analysis.types.js';
import { ReportProblemForm } from './report-problem-form.js';

function ExampleCard({ example }: { example: ContentExample }) {
  const typeLabel = example.typeLabel ?? (example.type ? exampleTypeLabel(example.type) : null);
  const where = [example.characters, example.location].filter((part) => part && part.trim() !== '').join(' · ');
  return (
    <Card padding="sm" radius="md">
      <Stack gap={6}>
        {typeLabel && (
          <Badge variant="light" size="md" style={{ alignSelf: 'flex-start' }}>
            {typeLabel}
          </Badge>
        )}
        <Text>{example.description}</Text>
        {example.quote && (
          <Text fs="italic" fz="sm">
            “{example.quote}”{example.quoteVerified ? '' : ' (quote not verified)'}
          </Text>
        )}
        {where && (
          <Text fz="sm" c="dimmed">
            {where}
          </Text>
        )}
        {example.context && (
          <Text fz="xs" c="dimmed">
            {example.context}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** '{category} - Detailed Examples' for one flagged category; a failure reads as no examples. */
export function ExamplesDialog({ book, consideration, onClose }: { book: Analysis; consideration: ContentConsideration | null; onClose: () => void }) {
  const [load, { data, error, isLoading, originalArgs }] = useBookContentDetailsMutation();
  const [reporting, setReporting] = useState<string | null>(null);

  // Only a new category asks again (the mutation's reset changes identity with each request).
  useEffect(() => {
    if (!consideration) return;
    void load({
      title: book.title,
      author: book.author,
      ...(book.isbn ? { isbn: book.isbn } : {}),
      category: consideration.category,
      ...(book.summary ? { summary: book.summary.slice(0, 5000) } : {}),
    });
  }, [consideration, book, load]);

  const current = consideration !== null && originalArgs?.category === consideration.category;
  const loading = !current || isLoading;
  const examples = error ? [] : (data?.examples ?? []);
  const failure = error ? apiErrorMessage(error) : null;
  return (
    <Modal opened={consideration !== null} onClose={onClose} title={`${consideration?.label ?? ''} - Detailed Examples`} centered radius="lg" size="lg">
      {loading ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading examples" />
        </Group>
      ) : examples.length === 0 ? (
        <Stack gap={4}>
          <Text c="dimmed">{ANALYSIS_MESSAGES.noExamples}</Text>
          {failure && (
            <Text fz="sm" c="dimmed">
              {failure}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          {examples.map((example, i) => (
            <ExampleCard key={i} example={example} />
          ))}
        </Stack>
      )}
      {consideration && !loading && (
        <>
          <Divider my="md" />
          {reporting === consideration.category ? (
            <ReportProblemForm book={book} consideration={consideration} onDone={() => setReporting(null)} />
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => setReporting(consideration.category)}>
                Report a problem
              </Button>
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
