import { ActionIcon, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { captureFrame } from '../model/capture-frame.js';
import { cameraProblem, type CameraProblem } from '../model/camera-error.js';
import { openCameraStream, stopStream } from '../model/open-camera-stream.js';
import { SCAN_CAPTURE_MESSAGES as M } from '../model/scan-capture.types.js';
import { useLiveBarcode } from '../model/use-live-barcode.js';
import classes from './camera-dialog.module.css';

type Phase = { kind: 'starting' } | { kind: 'ready' } | { kind: 'captured'; dataUrl: string } | { kind: 'problem'; problem: CameraProblem };

/**
 * The full-screen web camera: 'Starting camera...', then a live preview (tap or press the button
 * to capture), then Retake or Use Photo. While the preview runs, a book's barcode in the picture is
 * read by itself (`onIsbn`, no capture needed). Closing stops every track and forgets the photo.
 */
export function CameraDialog({
  opened, onUse, onIsbn, onClose, onUploadInstead,
}: { opened: boolean; onUse: (dataUrl: string) => void; onIsbn?: (isbn: string) => void; onClose: () => void; onUploadInstead?: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  useLiveBarcode(videoRef, opened && phase.kind === 'ready', onIsbn);

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    setPhase({ kind: 'starting' });
    openCameraStream()
      .then((stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const problem = cameraProblem(error);
        if (problem.kind === 'other') {
          notifications.show({ color: 'red', title: problem.title, message: problem.message });
          onClose();
        } else {
          setPhase({ kind: 'problem', problem });
        }
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    // Only opening restarts the camera: onClose is the parent's and may be a new function each render.
  }, [opened]);

  const capture = () => {
    const video = videoRef.current;
    if (phase.kind !== 'ready' || !video || video.readyState < 2) {
      notifications.show({ title: M.notReadyTitle, message: M.notReady });
      return;
    }
    try {
      const dataUrl = captureFrame(video);
      if (!dataUrl) throw new Error('empty capture');
      setPhase({ kind: 'captured', dataUrl });
    } catch {
      notifications.show({ color: 'red', title: M.captureFailedTitle, message: M.captureFailed });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} fullScreen withCloseButton={false} padding={0} title="Take a photo of the cover" classNames={{ body: classes.body, header: classes.srOnly }} transitionProps={{ transition: 'fade', duration: 150 }}>
      <Box className={classes.stage}>
        <video
          ref={videoRef}
          className={classes.video}
          autoPlay
          playsInline
          muted
          onPlaying={() => setPhase((p) => (p.kind === 'starting' ? { kind: 'ready' } : p))}
          onClick={capture}
          aria-label={M.hint}
        />
        {phase.kind === 'captured' && <img src={phase.dataUrl} alt="The cover you captured" className={classes.video} />}
        {phase.kind === 'starting' && (
          <Stack className={classes.overlay} align="center" justify="center" gap="sm">
            <Loader color="white" />
            <Text c="white">{M.starting}</Text>
          </Stack>
        )}
        {phase.kind === 'problem' && (
          <Stack className={classes.overlay} align="center" justify="center" gap="md" p="xl" role="alert">
            <Text c="white" fw={700} fz="lg">{phase.problem.title}</Text>
            <Text c="white" ta="center">{phase.problem.message}</Text>
            <Group gap="sm" justify="center">
              {onUploadInstead && <Button onClick={onUploadInstead}>Upload a photo instead</Button>}
              <Button variant="white" onClick={onClose}>Close</Button>
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
              <Button size="lg" variant="white" color="dark" leftSection={<IconRefresh size={20} aria-hidden="true" />} onClick={() => setPhase({ kind: 'ready' })}>Retake</Button>
              <Button size="lg" leftSection={<IconCheck size={20} aria-hidden="true" />} onClick={() => onUse(phase.dataUrl)}>Use Photo</Button>
            </Group>
          ) : phase.kind !== 'problem' ? (
            <Stack align="center" gap="sm">
              <Stack gap={4} className={classes.hints}>
                <Text c="white" fz="sm" ta="center">{M.hint}</Text>
                {onIsbn && <Text c="gray.3" fz="sm" ta="center">{M.barcodeHint}</Text>}
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
