import { Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ReaderWords } from '../model/reader-words.js';
import { GENERATION_TICK_MS, generationMessage, nextGenerationProgress } from '../model/generation-progress.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';

/**
 * 'Generating profile': the bar climbs by random steps up to 90 % while the summary is written and
 * saved; the message changes at 30, 60 and 90 %. The caller closes it when the work is done.
 */
export function GeneratingProfileDialog({ opened, words }: { opened: boolean; words: ReaderWords }) {
  const [progress, setProgress] = useState(0);
  // each opening climbs from 0 (adjusted while rendering: no pass showing the last run's end)
  const [wasOpened, setWasOpened] = useState(false);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setProgress(0);
  }
  useEffect(() => {
    if (!opened) return undefined;
    const id = window.setInterval(() => setProgress((p) => nextGenerationProgress(p, Math.random())), GENERATION_TICK_MS);
    return () => window.clearInterval(id);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Generating profile"
      aria-describedby="generating-profile-message"
      zIndex={400}
      styles={HEADING_TITLE_STYLES}
    >
      <Stack gap="md" py="xs" align="stretch">
        <Loader size="md" mx="auto" aria-hidden="true" />
        <Progress value={progress} size="lg" radius="xl" aria-label={`Generating profile: ${progress}%`} />
        <Text id="generating-profile-message" ta="center" aria-live="polite">
          {generationMessage(progress, words)}
        </Text>
      </Stack>
    </Modal>
  );
}
