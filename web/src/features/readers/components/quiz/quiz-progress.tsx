import { Group, Progress, Stack, Text } from '@mantine/core';
import type { QuizProgressLabel } from '../../model/quiz-flow.js';

/** 'Step X of Y' (or the question count) with the percent complete, over a calm bar. */
export function QuizProgress({ label, percent }: QuizProgressLabel) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {/* 'Question 1 of 20' stays on one line: it never breaks at 'of'. */}
        <Text fz="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>{label}</Text>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{percent}% complete</Text>
      </Group>
      <Progress value={percent} size="md" radius="xl" aria-label={`Quiz progress: ${percent}% complete`} transitionDuration={200} />
    </Stack>
  );
}
