import { Card, Progress, Text } from '@mantine/core';
import type { ImportProgressView } from '../model/import-progress.js';

/** A determinate bar when the work is known, a moving striped one when not. */
export function ImportProgressBar({ progress }: { progress: ImportProgressView }) {
  const known = progress.value !== null;
  return (
    <Card padding="md" role="status" aria-live="polite" bg="var(--mantine-color-terracotta-0)">
      <Text fw={600} mb="xs">
        {progress.label}
      </Text>
      <Progress value={known ? (progress.value ?? 0) : 100} striped={!known} animated={!known} size="lg" radius="xl" aria-label={progress.label} />
    </Card>
  );
}
