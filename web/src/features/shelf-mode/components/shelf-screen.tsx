import { ActionIcon, Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconCheck, IconLock, IconX } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { CAMERA_MESSAGES } from '../../../components/camera/camera-messages.js';
import { captureFrame } from '../../../components/camera/capture-frame.js';
import { useCameraStream } from '../../../components/camera/use-camera-stream.js';
import { useLiveBarcode } from '../../../components/camera/use-live-barcode.js';
import { useEndShelfSessionMutation, useReadShelfCoverMutation, useShelfSessionQuery, useShelfUpgradeCheckoutMutation } from '../api/shelf-mode.api.js';
import { isNewSighting } from '../model/repeat-detection.js';
import { SHELF_WEB_MESSAGES as M, type ShelfReaderChoice } from '../model/shelf-mode.types.js';
import { useShelfAdd, type ShelfBlock } from '../model/use-shelf-add.js';
import { ManualIsbnForm } from './manual-isbn-form.js';
import { ShelfList } from './shelf-list.js';
import classes from './shelf-screen.module.css';

function BlockAlert({ block }: { block: NonNullable<ShelfBlock> }) {
  const [checkout, { isLoading }] = useShelfUpgradeCheckoutMutation();
  const upgrade = async () => {
    try {
      window.location.assign((await checkout({ plan: 'monthly' }).unwrap()).url);
    } catch {
      notifications.show({ color: 'red', message: 'Could not open the upgrade page. Please try again.' });
    }
  };
  return (
    <Alert
      color={block.kind === 'quota' ? 'terracotta' : 'yellow'}
      variant="light"
      role="alert"
      icon={block.kind === 'quota' ? <IconLock aria-hidden="true" /> : undefined}
    >
      <Stack gap="xs" align="flex-start">
        <Text>{block.message}</Text>
        {block.kind === 'quota' && (
          <Button onClick={() => void upgrade()} loading={isLoading}>
            Upgrade
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export interface ShelfScreenProps {
  sessionId: string;
  readers: ShelfReaderChoice[];
  onClose: () => void;
  /** Opens a book in the normal analysis (by ISBN); the session stays in the Library. */
  onAnalyze: (isbn: string) => void;
}

/**
 * The shelf: the camera stays open and reads barcode after barcode, each book joins the list
 * under it (phone) or beside it (desktop), best first. A finished session opens read-only.
 */
export function ShelfScreen({ sessionId, readers, onClose, onAnalyze }: ShelfScreenProps) {
  const [orderFor, setOrderFor] = useState<string | null>(null);
  const { data: session, isError, refetch } = useShelfSessionQuery({ id: sessionId, orderFor });
  const live = session !== undefined && session.ended_at === null;
  const { videoRef, phase: cameraPhase, onPlaying: onCameraPlaying } = useCameraStream(live);
  const shelf = useShelfAdd(sessionId);
  const [endSession, { isLoading: ending }] = useEndShelfSessionMutation();
  const seen = useRef(new Map<string, number>());
  const { submit, block } = shelf;
  const onBarcode = useCallback(
    (isbn: string) => {
      if (isNewSighting(seen.current, isbn, Date.now())) void submit(isbn);
    },
    [submit],
  );
  useLiveBarcode(videoRef, live && cameraPhase.kind === 'ready' && block === null, onBarcode, { continuous: true });

  // a book whose barcode is hidden (a library sticker, a shrink-wrap glare): its cover, read on the
  // server like any cover photo, and the best match with an ISBN joins the shelf
  const [readCover, { isLoading: readingCover }] = useReadShelfCoverMutation();
  const readTheCover = async () => {
    const video = videoRef.current;
    const imageDataUrl = video ? captureFrame(video) : null;
    const readerId = session?.reader_ids[0];
    if (!imageDataUrl || !readerId) return;
    try {
      const { books } = await readCover({ imageDataUrl, reader_id: readerId }).unwrap();
      const withIsbn = books.find((b) => typeof b.isbn === 'string' && b.isbn !== '');
      if (withIsbn?.isbn) {
        const refused = await submit(withIsbn.isbn);
        if (refused) notifications.show({ color: 'red', message: refused });
      } else {
        notifications.show({ color: 'yellow', message: books[0] ? M.coverNoIsbn(books[0].title) : M.coverNone });
      }
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(error as never) ?? M.coverFailed });
    }
  };

  const finish = async () => {
    try {
      await endSession(sessionId).unwrap();
      notifications.show({ color: 'sage', message: M.finished });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: M.finishFailed });
    }
  };
  const readerNames = session?.readers.map((r) => r.name).join(', ') ?? '';

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      title={`Shelf for ${readerNames}`}
      classNames={{ body: classes.body, header: classes.srOnly }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <div className={classes.layout}>
        {live && (
          <div className={classes.stage}>
            <video ref={videoRef} className={classes.video} autoPlay playsInline muted onPlaying={onCameraPlaying} aria-label={M.scanHint} />
            {cameraPhase.kind === 'starting' && (
              <Stack className={classes.overlay} align="center" justify="center" gap="sm">
                <Loader color="white" />
                <Text c="white">{CAMERA_MESSAGES.starting}</Text>
              </Stack>
            )}
            {cameraPhase.kind === 'problem' && (
              <Stack className={classes.overlay} align="center" justify="center" gap="xs" p="md" role="alert">
                <Text c="white" fw={700} fz="lg">
                  {cameraPhase.problem.title}
                </Text>
                <Text c="white" ta="center">
                  {cameraPhase.problem.message}
                </Text>
                <Text c="gray.3" ta="center" fz="sm">
                  {M.typeIsbn}: the field is under the camera.
                </Text>
              </Stack>
            )}
            {cameraPhase.kind === 'ready' && (
              <>
                <div className={classes.frame} aria-hidden="true" />
                <Text className={classes.hint} c="white" fz="sm" ta="center">
                  {M.scanHint}
                </Text>
                <Button
                  className={classes.coverButton}
                  variant="white"
                  leftSection={<IconCamera size={18} aria-hidden="true" />}
                  loading={readingCover}
                  disabled={block !== null}
                  onClick={() => void readTheCover()}
                >
                  {readingCover ? M.readingCover : M.readCover}
                </Button>
              </>
            )}
          </div>
        )}
        <div className={classes.panel}>
          <Stack gap="sm" className={classes.panelInner}>
            <Group justify="space-between" wrap="nowrap" align="center">
              <div style={{ minWidth: 0 }}>
                <Title order={2} fz="h4">
                  Shelf mode
                </Title>
                <Text fz="sm" c="dimmed">
                  For {readerNames || '…'}
                  {session ? ` · ${session.books.length} ${session.books.length === 1 ? 'book' : 'books'}` : ''}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                {live && (
                  <Button color="sage" leftSection={<IconCheck size={18} aria-hidden="true" />} loading={ending} onClick={() => void finish()}>
                    Finish
                  </Button>
                )}
                <ActionIcon variant="default" size={36} onClick={onClose} aria-label="Close shelf mode">
                  <IconX size={20} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
            {live && (
              <>
                <Text
                  role="status"
                  aria-live="polite"
                  fw={600}
                  c={shelf.feedback?.tone === 'added' ? 'sage.9' : shelf.feedback?.tone === 'missing' ? 'yellow.9' : undefined}
                  mih={24}
                >
                  {shelf.feedback?.text ?? ''}
                </Text>
                {block && <BlockAlert block={block} />}
                <ManualIsbnForm onSubmit={submit} disabled={block !== null} />
              </>
            )}
            {session && !live && (
              <Alert color="gray" variant="light">
                {M.readOnly}
              </Alert>
            )}
            {isError && !session && (
              <Alert color="red" variant="light" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text>{M.loadFailed}</Text>
                  <Button size="xs" variant="white" onClick={() => void refetch()}>
                    Try again
                  </Button>
                </Stack>
              </Alert>
            )}
            {!session && !isError && (
              <Group justify="center" py="md">
                <Loader aria-label="Loading the shelf" />
              </Group>
            )}
            {session && <ShelfList session={session} readers={readers} orderFor={orderFor} onOrderFor={setOrderFor} onAnalyze={onAnalyze} />}
          </Stack>
        </div>
      </div>
    </Modal>
  );
}
