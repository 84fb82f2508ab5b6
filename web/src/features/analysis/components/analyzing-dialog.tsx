import { Group, Loader, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ProgressDialog, useClimbingProgress } from '../../../components/progress-dialog.js';
import { nextScanProgress, type ScanStage } from '../../../../../domain/index.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import { skipWhileClosed } from '../../../components/skip-while-closed.js';

/** One tick of the progress curve (+8 under 30 %, +5 under 60 %, +2 after, waiting at 90 %). */
export const PROGRESS_TICK_MS = 400;

function StageRow({ stage }: { stage: ScanStage }) {
  return (
    <Group gap="sm" wrap="nowrap" data-stage={stage.state} aria-current={stage.state === 'active' ? 'step' : undefined}>
      {stage.state === 'done' ? (
        <ThemeIcon size={22} radius="xl" color="sage.8" aria-hidden="true">
          <IconCheck size={14} />
        </ThemeIcon>
      ) : stage.state === 'active' ? (
        <Loader size={22} aria-hidden="true" />
      ) : (
        <ThemeIcon size={22} radius="xl" variant="light" color="gray" aria-hidden="true">
          <span />
        </ThemeIcon>
      )}
      <Text fw={stage.state === 'active' ? 700 : 500} c={stage.state === 'waiting' ? 'dimmed' : undefined}>
        {stage.label}
        <VisuallyHidden component="span">{stage.state === 'done' ? ' (done)' : stage.state === 'active' ? ' (in progress)' : ' (next)'}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/**
 * 'Analyzing Your Book': the stages of this run (reading the cover, finding the book, checking it for
 * the reader), each marked from what has really happened, over a bar that climbs on the domain's curve.
 */
export const AnalyzingDialog = skipWhileClosed(
  function AnalyzingDialog({ opened, detail, stages }: { opened: boolean; detail?: string; stages?: readonly ScanStage[] }) {
    // each run climbs from 0
    const percent = useClimbingProgress(opened, nextScanProgress, PROGRESS_TICK_MS);

    return (
      <ProgressDialog opened={opened} title={ANALYSIS_MESSAGES.progressTitle} radius="lg">
        <Stack gap="sm">
          {stages && stages.length > 0 ? (
            <Stack gap={8} component="ol" aria-label="Progress" p={0} m={0} style={{ listStyle: 'none' }}>
              {stages.map((stage) => (
                <li key={stage.label}>
                  <StageRow stage={stage} />
                </li>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" fz="sm">
              {detail ?? "Checking the book's content against this reader's comfort levels."}
            </Text>
          )}
          <Progress value={percent} size="lg" radius="xl" animated aria-label="Analysis progress" />
          <Text fz="sm" ta="right" fw={600} aria-live="polite">
            {percent}%
          </Text>
        </Stack>
      </ProgressDialog>
    );
  },
  (props) => props.opened,
);
