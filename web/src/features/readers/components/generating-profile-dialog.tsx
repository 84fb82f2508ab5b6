import { Loader, Progress, Stack, Text } from '@mantine/core';
import { ProgressDialog, useClimbingProgress } from '../../../components/progress-dialog.js';
import type { ReaderWords } from '../model/reader-words.js';
import { GENERATION_TICK_MS, generationMessage, nextGenerationProgress } from '../model/generation-progress.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';

/** One tick: a random step up the domain's curve. */
const climb = (percent: number) => nextGenerationProgress(percent, Math.random());

/**
 * 'Generating profile': the bar climbs by random steps up to 90 % while the summary is written and
 * saved; the message changes at 30, 60 and 90 %. The caller closes it when the work is done.
 */
export function GeneratingProfileDialog({ opened, words }: { opened: boolean; words: ReaderWords }) {
  const progress = useClimbingProgress(opened, climb, GENERATION_TICK_MS);

  return (
    <ProgressDialog opened={opened} title="Generating profile" aria-describedby="generating-profile-message" zIndex={400} styles={HEADING_TITLE_STYLES}>
      <Stack gap="md" py="xs" align="stretch">
        <Loader size="md" mx="auto" aria-hidden="true" />
        <Progress value={progress} size="lg" radius="xl" aria-label={`Generating profile: ${progress}%`} />
        <Text id="generating-profile-message" ta="center" aria-live="polite">
          {generationMessage(progress, words)}
        </Text>
      </Stack>
    </ProgressDialog>
  );
}
