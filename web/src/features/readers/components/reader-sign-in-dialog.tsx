import { Alert, Button, CopyButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useCreateReaderCodeMutation, useGetReaderCodeQuery, useTurnOffReaderCodeMutation } from '../api/reader-code.api.js';
import { READER_SIGN_IN_MESSAGES, shownReaderCode } from '../model/reader-sign-in.js';
import type { ReaderView } from '../model/reader.types.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The code, shown once: big, grouped XXXX-XXXX, with a copy button and how to use it. */
function NewCode({ name, code }: { name: string; code: string }) {
  const shown = shownReaderCode(code);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" bg="sage.0" ta="center">
        <Text fz="sm" c="dimmed">
          {name}’s sign-in code
        </Text>
        <Text
          component="output"
          aria-label={`Sign-in code for ${name}`}
          fz={34}
          fw={700}
          lts={3}
          ff="monospace"
          style={{ display: 'block', wordBreak: 'keep-all', whiteSpace: 'nowrap' }}
        >
          {shown}
        </Text>
        <CopyButton value={shown}>
          {({ copied, copy }) => (
            <Button
              mt="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'sage.8' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
              onClick={copy}
            >
              {copied ? READER_SIGN_IN_MESSAGES.copied : 'Copy code'}
            </Button>
          )}
        </CopyButton>
      </Paper>
      <Text>
        On {name}’s phone or tablet, open ShelfCheck, choose <b>“I’m a reader”</b> and type this code.
      </Text>
      <Text fz="sm" c="dimmed">
        Write it down now: it is shown only this once. {name} can ask you for books; nothing goes on their list until you say yes.
      </Text>
    </Stack>
  );
}

/**
 * "Reader sign-in" for one family member aged 8 or more: make a code (shown once), see whether a
 * code is on and when it was last used, replace it, or turn it off.
 */
export function ReaderSignInDialog({ reader, onClose }: { reader: ReaderView | null; onClose: () => void }) {
  const memberId = reader?.id ?? '';
  const status = useGetReaderCodeQuery(memberId, { skip: !reader, refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateReaderCodeMutation();
  const [turnOff, turningOff] = useTurnOffReaderCodeMutation();
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);

  // another member starts a clean dialog (adjusted while rendering: no pass with the last member's code)
  const [shownFor, setShownFor] = useState(memberId);
  if (shownFor !== memberId) {
    setShownFor(memberId);
    setCode(null);
    setError(null);
    setConfirmReplace(false);
  }

  const name = reader?.name ?? '';
  const active = status.data?.active === true;

  const makeCode = async () => {
    setError(null);
    try {
      const created = await create(memberId).unwrap();
      setCode(created.code);
      setConfirmReplace(false);
    } catch (e) {
      setError(apiErrorMessage(e as never) ?? READER_SIGN_IN_MESSAGES.createFailed);
    }
  };

  const stop = async () => {
    setError(null);
    try {
      await turnOff(memberId).unwrap();
      setCode(null);
      notifications.show({ color: 'sage.8', message: READER_SIGN_IN_MESSAGES.turnedOff });
    } catch (e) {
      setError(apiErrorMessage(e as never) ?? READER_SIGN_IN_MESSAGES.turnOffFailed);
    }
  };

  return (
    <Modal
      opened={reader !== null}
      onClose={onClose}
      title={`Reader sign-in for ${name}`}
      centered
      zIndex={300}
      styles={HEADING_TITLE_STYLES}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {code ? (
          <NewCode name={name} code={code} />
        ) : status.isLoading ? (
          <Group justify="center" py="md">
            <Loader aria-label="Loading" />
          </Group>
        ) : status.isError ? (
          <Alert color="red" variant="light">
            {apiErrorMessage(status.error) ?? READER_SIGN_IN_MESSAGES.loadFailed}
          </Alert>
        ) : active ? (
          <Stack gap={4}>
            <Group gap="xs">
              <IconKey size={20} aria-hidden="true" />
              <Text fw={700}>A sign-in code is on</Text>
            </Group>
            {status.data?.created_at && (
              <Text fz="sm" c="dimmed">
                Made on {dateOf(status.data.created_at)}
              </Text>
            )}
            <Text fz="sm" c="dimmed">
              {status.data?.last_used_at ? `Last used on ${dateOf(status.data.last_used_at)}` : 'Not used yet'}
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text>
              Give {name} a sign-in of their own: no email needed. They can search the catalog, ask you for a book and see their own reading list. You approve
              or decline each request.
            </Text>
          </Stack>
        )}

        {confirmReplace && (
          <Alert color="yellow" variant="light" title="Make a new code?">
            The old code stops working and {name} is signed out on every device until they type the new one.
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          {code ? (
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          ) : active ? (
            confirmReplace ? (
              <>
                <Button variant="default" onClick={() => setConfirmReplace(false)} disabled={creating.isLoading}>
                  Cancel
                </Button>
                <Button onClick={() => void makeCode()} loading={creating.isLoading}>
                  Make new code
                </Button>
              </>
            ) : (
              <>
                <Button variant="subtle" color="red.8" onClick={() => void stop()} loading={turningOff.isLoading}>
                  Turn off
                </Button>
                <Button variant="light" onClick={() => setConfirmReplace(true)}>
                  Replace code
                </Button>
              </>
            )
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => void makeCode()} loading={creating.isLoading} disabled={status.isLoading || status.isError}>
                Create sign-in code
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
