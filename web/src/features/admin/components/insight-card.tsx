import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { InsightType } from '../../../../../domain/index.js';
import { INSIGHT_LABELS } from '../model/insight-labels.js';

/** What a card holds: the generated text, or why there is none. */
export type InsightSlot = { text: string } | { error: string };

interface InsightCardProps {
  type: InsightType;
  slot: InsightSlot | undefined;
  loading: boolean;
  disabled: boolean;
  onGenerate: () => void;
}

/** One kind of insight with its own Generate button. */
export function InsightCard({ type, slot, loading, disabled, onGenerate }: InsightCardProps) {
  const { title, description } = INSIGHT_LABELS[type];
  return (
    <Card padding="md" component="section" aria-labelledby={`insight-${type}`}>
      <Stack gap="sm" h="100%">
        <div>
          <Title id={`insight-${type}`} order={2} size="h5">
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {slot && 'text' in slot && (
          <Text fz="sm" lh={1.6} style={{ whiteSpace: 'pre-wrap' }} data-insight={type}>
            {slot.text}
          </Text>
        )}
        {slot && 'error' in slot && (
          <Alert color="red" p="xs" role="alert">
            {slot.error}
          </Alert>
        )}
        <Button variant="light" mt="auto" onClick={onGenerate} loading={loading} disabled={disabled} aria-label={`Generate ${title}`}>
          Generate
        </Button>
      </Stack>
    </Card>
  );
}
