import { Group, Progress, Stack, Text } from '@mantine/core';
import type { QuizProgressLabel } from '../../model/quiz-flow.js';

/** 'Step X of Y' (or the question count) with the percent complete, over a calm bar. */
export function QuizProgress({ label, percent }: QuizProgressLabel) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {/* Each part ('Step 2 of 3', 'Question 1 of 20') stays whole: a narrow screen may break between them, never inside. */}
        <Text fz="sm" fw={600} c="dimmed" style={{ minWidth: 0 }} data-quiz-progress-label>
          {label.split(' · ').map((part, i) => (
            <span key={part}>
              {i > 0 && ' · '}
              <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
            </span>
          ))}
        </Text>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {percent}% complete
        </Text>
      </Group>
      <Progress value={percent} size="md" radius="xl" aria-label={`Quiz progress: ${percent}% complete`} transitionDuration={200} />
    </Stack>
  );
}
