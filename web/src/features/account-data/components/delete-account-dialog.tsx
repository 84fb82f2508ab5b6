import { Alert, Button, Flex, List, PasswordInput, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { useSubscription } from '../../../app/session/subscription-context.js';
import { useDeleteAccountMutation, useOpenPortalBeforeDeletionMutation, type AccountDeleted } from '../api/account-data.api.js';
import { ACCOUNT_DATA_TEXTS as T } from '../model/account-data-texts.js';

interface DeleteAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  onDeleted: (result: AccountDeleted) => void;
}

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : null);

/** Explains what deletion does, warns about a live subscription, and asks for the password again. */
export function DeleteAccountDialog({ opened, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { session } = useAuth();
  const subscription = useSubscription();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [openPortal, portal] = useOpenPortalBeforeDeletionMutation();

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session || password === '') return;
    setError(null);
    const result = await deleteAccount({ password, accessToken: session.access_token });
    if ('error' in result) {
      setError(apiErrorMessage(result.error) ?? T.somethingWrong);
      return;
    }
    setPassword('');
    onDeleted(result.data);
  };

  const manage = async () => {
    const result = await openPortal();
    if ('data' in result && result.data) window.location.assign(result.data.url);
    else setError(apiErrorMessage(result.error) ?? T.somethingWrong);
  };

  const until = dateOf(subscription.subscription_end);
  return (
    <Modal opened={opened} onClose={close} title={T.dialogTitle} centered radius="lg" size={520}>
      <Stack component="form" gap="md" onSubmit={(e) => void submit(e)}>
        <div>
          <Text fw={600}>{T.dialogLead}</Text>
          <List size="sm" spacing={6} mt={6}>
            {T.dialogSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </div>
        {subscription.subscribed && (
          <Alert
            color="yellow"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            title={T.subscriptionTitle}
            styles={{ title: { color: 'var(--mantine-color-dark-7)' }, icon: { color: 'var(--mantine-color-yellow-9)' } }}
          >
            <Text size="sm">
              {subscription.subscription_tier
                ? `${subscription.subscription_tier[0].toUpperCase()}${subscription.subscription_tier.slice(1)} plan`
                : 'Your plan'}
              {until ? `, paid until ${until}. ` : '. '}
              {T.subscriptionBody}
            </Text>
            <Button variant="default" size="xs" mt="xs" onClick={() => void manage()} loading={portal.isLoading}>
              {T.manageSubscription}
            </Button>
          </Alert>
        )}
        <PasswordInput
          label={T.passwordLabel}
          description={T.passwordHint}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          autoComplete="current-password"
          data-autofocus
        />
        {/* side by side from sm up; stacked full-width on phones, the destructive one on top */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {T.cancelButton}
          </Button>
          <Button type="submit" color="red.8" loading={isLoading} disabled={password === ''}>
            {T.confirmButton}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
