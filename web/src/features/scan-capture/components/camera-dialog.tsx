import { ActionIcon, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { CameraProblem } from '../../../components/camera/camera-error.js';
import { useCameraStream } from '../../../components/camera/use-camera-stream.js';
import { useLiveBarcode } from '../../../components/camera/use-live-barcode.js';
import { captureFrame } from '../../../components/camera/capture-frame.js';
import { SCAN_CAPTURE_MESSAGES as M } from '../model/scan-capture.types.js';
import classes from './camera-dialog.module.css';

type Phase = { kind: 'starting' } | { kind: 'ready' } | { kind: 'captured'; dataUrl: string } | { kind: 'problem'; problem: CameraProblem };

/**
 * The full-screen web camera: 'Starting camera...', then a live preview (tap or press the button
 * to capture), then Retake or Use Photo. While the preview runs, a book's barcode in the picture is
 * read by itself (`onIsbn`, no capture needed). Closing stops every track and forgets the photo.
 */
export function CameraDialog({
  opened,
  onUse,
  onIsbn,
  onClose,
  onUploadInstead,
}: {
  opened: boolean;
  onUse: (dataUrl: string) => void;
  onIsbn?: (isbn: string) => void;
  onClose: () => void;
  onUploadInstead?: () => void;
}) {
  // a camera failure that is neither a refusal nor a missing camera: a notification, and the dialog closes
  const camera = useCameraStream(opened, (problem) => {
    notifications.show({ color: 'red', title: problem.title, message: problem.message });
    onClose();
  });
  const { videoRef } = camera;
  const [captured, setCaptured] = useState<string | null>(null);
  // every opening starts with the live preview, the last photo forgotten (adjusted while rendering)
  const [wasOpened, setWasOpened] = useState(false);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setCaptured(null);
  }
  const phase: Phase = captured !== null ? { kind: 'captured', dataUrl: captured } : camera.phase;
  useLiveBarcode(videoRef, opened && phase.kind === 'ready', onIsbn);

  const capture = () => {
    const video = videoRef.current;
    if (phase.kind !== 'ready' || !video || video.readyState < 2) {
      notifications.show({ title: M.notReadyTitle, message: M.notReady });
      return;
    }
    try {
      const dataUrl = captureFrame(video);
      if (!dataUrl) throw new Error('empty capture');
      setCaptured(dataUrl);
    } catch {
      notifications.show({ color: 'red', title: M.captureFailedTitle, message: M.captureFailed });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      title="Take a photo of the cover"
      classNames={{ body: classes.body, header: classes.srOnly }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <Box className={classes.stage}>
        <video ref={videoRef} className={classes.video} autoPlay playsInline muted onPlaying={camera.onPlaying} onClick={capture} aria-label={M.hint} />
        {phase.kind === 'captured' && <img src={phase.dataUrl} alt="The cover you captured" className={classes.video} />}
        {phase.kind === 'starting' && (
          <Stack className={classes.overlay} align="center" justify="center" gap="sm">
            <Loader color="white" />
            <Text c="white">{M.starting}</Text>
          </Stack>
        )}
        {phase.kind === 'problem' && (
          <Stack className={classes.overlay} align="center" justify="center" gap="md" p="xl" role="alert">
            <Text c="white" fw={700} fz="lg">
              {phase.problem.title}
            </Text>
            <Text c="white" ta="center">
              {phase.problem.message}
            </Text>
            <Group gap="sm" justify="center">
              {onUploadInstead && <Button onClick={onUploadInstead}>Upload a photo instead</Button>}
              <Button variant="white" onClick={onClose}>
                Close
              </Button>
            </Group>
          </Stack>
        )}
        {phase.kind === 'ready' && <div className={classes.frame} aria-hidden="true" />}
        <ActionIcon className={classes.close} size={48} radius="xl" variant="filled" color="dark" aria-label="Close camera" onClick={onClose}>
          <IconX size={24} aria-hidden="true" />
        </ActionIcon>
        <div className={classes.controls}>
          {phase.kind === 'captured' ? (
            <Group justify="center" gap="md">
              <Button size="lg" variant="white" color="dark" leftSection={<IconRefresh size={20} aria-hidden="true" />} onClick={() => setCaptured(null)}>
                Retake
              </Button>
              <Button size="lg" leftSection={<IconCheck size={20} aria-hidden="true" />} onClick={() => onUse(phase.dataUrl)}>
                Use Photo
              </Button>
            </Group>
          ) : phase.kind !== 'problem' ? (
            <Stack align="center" gap="sm">
              <Stack gap={4} className={classes.hints}>
                <Text c="white" fz="sm" ta="center">
                  {M.hint}
                </Text>
                {onIsbn && (
                  <Text c="gray.3" fz="sm" ta="center">
                    {M.barcodeHint}
                  </Text>
                )}
              </Stack>
              <ActionIcon size={76} radius={999} variant="white" color="dark" aria-label="Capture photo" onClick={capture} disabled={phase.kind !== 'ready'}>
                <IconCamera size={34} aria-hidden="true" />
              </ActionIcon>
            </Stack>
          ) : null}
        </div>
      </Box>
    </Modal>
  );
}
