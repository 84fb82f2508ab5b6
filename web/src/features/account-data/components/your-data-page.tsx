import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../app/api-error.js';
import { loadAuthClient } from '../../../app/session/load-auth-client.js';
import { PageLayout } from '../../../components/page-layout.js';
import { useDownloadAccountDataMutation, type AccountDeleted } from '../api/account-data.api.js';
import { ACCOUNT_DATA_KINDS, ACCOUNT_DATA_TEXTS as T } from '../model/account-data-texts.js';
import { saveTextFile } from '../../../components/save-file.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/** /account: download everything we hold, or delete the account. */
export function YourDataPage() {
  const navigate = useNavigate();
  const [download, downloading] = useDownloadAccountDataMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onDownload = async () => {
    setDownloadError(null);
    const result = await download();
    if ('error' in result) {
      setDownloadError(apiErrorMessage(result.error) ?? T.downloadFailed);
      return;
    }
    saveTextFile(result.data.json, result.data.fileName, 'application/json;charset=utf-8');
    setSaved(result.data.fileName);
  };

  // Signing out while this protected page is still shown would send the visitor to /auth, so the
  // page first leaves for /, and signs out (and says so) as it unmounts.
  const deleted = useRef<AccountDeleted | null>(null);
  useEffect(
    () => () => {
      const result = deleted.current;
      if (!result) return;
      void loadAuthClient().then((client) => client.signOut({ scope: 'local' })); // the server already ended every session: this device forgets it
      notifications.show({ color: 'sage', title: T.deletedTitle, message: T.deletedMessage, autoClose: 10_000 });
      if (result.subscription_cancelled) {
        notifications.show({ color: 'sage', title: T.subscriptionCancelledTitle, message: T.subscriptionCancelledMessage, autoClose: 10_000 });
      }
      if (result.warning) notifications.show({ color: 'yellow', title: T.subscriptionLeftTitle, message: result.warning, autoClose: false });
    },
    [],
  );
  const onDeleted = (result: AccountDeleted) => {
    deleted.current = result;
    void navigate('/', { replace: true });
  };

  return (
    <PageLayout>
      <title>{`${T.title} · ShelfCheck`}</title>
      <Container size={720} py={{ base: 'xl', sm: 48 }}>
        <Stack gap="lg">
          <div>
            <Title order={1}>{T.title}</Title>
            <Text fz="lg" mt="sm">
              {T.intro}
            </Text>
          </div>

          <Paper component="section" aria-labelledby="download-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm" align="flex-start">
              <ThemeIcon variant="light" color="sage" size={44} radius="xl" aria-hidden="true">
                <IconDownload size={24} />
              </ThemeIcon>
              <Title id="download-title" order={2} size="h3">
                {T.downloadTitle}
              </Title>
              <Text>{T.downloadBody}</Text>
              <Text size="sm" c="dimmed">
                It holds {ACCOUNT_DATA_KINDS.join(', ')}.
              </Text>
              <Button leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => void onDownload()} loading={downloading.isLoading}>
                {T.downloadButton}
              </Button>
              <div aria-live="polite">
                {saved && <Text size="sm" c="sage.9">{`Saved ${saved}`}</Text>}
                {downloadError && (
                  <Text size="sm" c="red.8">
                    {downloadError}
                  </Text>
                )}
              </div>
            </Stack>
          </Paper>

          <Paper component="section" aria-labelledby="delete-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm" align="flex-start">
              <ThemeIcon variant="light" color="red" size={44} radius="xl" aria-hidden="true">
                <IconTrash size={24} />
              </ThemeIcon>
              <Title id="delete-title" order={2} size="h3">
                {T.deleteTitle}
              </Title>
              <Text>{T.deleteBody}</Text>
              <Button variant="outline" color="red.9" leftSection={<IconTrash size={18} aria-hidden="true" />} onClick={() => setConfirming(true)}>
                {T.deleteButton}
              </Button>
            </Stack>
          </Paper>

          <Text size="sm" c="dimmed">
            How we handle your information is explained in our <Link to="/privacy">Privacy Policy</Link>.
          </Text>
        </Stack>
      </Container>
      <DeleteAccountDialog opened={confirming} onClose={() => setConfirming(false)} onDeleted={onDeleted} />
    </PageLayout>
  );
}
