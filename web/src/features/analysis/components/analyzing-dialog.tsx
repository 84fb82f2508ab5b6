import { Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { nextScanProgress } from '../../../../../domain/index.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';

/** One tick of the progress curve (+8 under 30 %, +5 under 60 %, +2 after, waiting at 90 %). */
export const PROGRESS_TICK_MS = 400;

/** 'Analyzing Your Book': climbs on the domain's curve while a scan or analysis runs. */
export function AnalyzingDialog({ opened, detail }: { opened: boolean; detail?: string }) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!opened) {
      setPercent(0);
      return;
    }
    const timer = setInterval(() => setPercent((p) => nextScanProgress(p)), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={ANALYSIS_MESSAGES.progressTitle}
      centered
      radius="lg"
    >
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {detail ?? "Checking the book's content against this reader's comfort levels."}
        </Text>
        <Progress value={percent} size="lg" radius="xl" animated aria-label="Analysis progress" />
        <Text fz="sm" ta="right" fw={600} aria-live="polite">
          {percent}%
        </Text>
      </Stack>
    </Modal>
  );
}
