import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useUnlockAdminMutation } from '../api/admin.api.js';
import { ADMIN_COPY } from '../model/admin-copy.js';

/** The admin's own password, re-checked by POST /api/admin/unlock. */
export function UnlockForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unlock, { isLoading }] = useUnlockAdminMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(ADMIN_COPY.passwordRequired);
      return;
    }
    setError(null);
    const result = await unlock({ password });
    if ('error' in result) {
      const status = apiErrorStatus(result.error);
      // 401 here is the wrong password, never an expired session (see admin.api.ts).
      setError(status === 401 ? ADMIN_MESSAGES.invalidPassword : (apiErrorMessage(result.error) ?? ADMIN_COPY.unavailable));
      return;
    }
    setPassword('');
    notifications.show({ color: 'sage.8', message: result.data.message || ADMIN_MESSAGES.accessGranted, autoClose: 3000 });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={{ width: '100%', textAlign: 'left' }}>
      <Stack gap="md" mt="xs">
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the admin just opened the unlock form to type this password
          autoFocus
        />
        <Button type="submit" loading={isLoading} fullWidth>
          Unlock
        </Button>
      </Stack>
    </form>
  );
}
