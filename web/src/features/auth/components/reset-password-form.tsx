import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, PASSWORD_MISMATCH_MESSAGE, validateReset } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import type { Session } from '../../../app/session/session.types.js';
import {
  useEndRecoverySessionMutation,
  useSetPasswordWithRecoveryMutation,
  useVerifyRecoveryTokenMutation,
} from '../api/auth-recovery.api.js';
import { FormError } from './form-error.js';

const MISSING_TOKEN = 'This reset link is incomplete. Please request a new reset link.';

/**
 * New password from an emailed link: the link's token buys a short recovery session (POST
 * /auth/verify), which sets the password (PUT /auth/user) and is then ended.
 */
interface ResetPasswordFormProps {
  token: string | null;
  onDone: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const [verify] = useVerifyRecoveryTokenMutation();
  const [setPassword] = useSetPasswordWithRecoveryMutation();
  const [endRecovery] = useEndRecoverySessionMutation();
  // The token is single use: keep its session so a retry after a failed update does not need it again.
  const recovery = useRef<Session | null>(null);
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : MISSING_TOKEN);
  const [passwordErrors, setPasswordErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors } = validateReset({ password, confirmPassword: confirm });
    const mismatch = errors.includes(PASSWORD_MISMATCH_MESSAGE) ? PASSWORD_MISMATCH_MESSAGE : null;
    setPasswordErrors(errors.filter((message) => message !== PASSWORD_MISMATCH_MESSAGE));
    setError(token ? mismatch : MISSING_TOKEN);
    if (!token || errors.length > 0) return;

    setSubmitting(true);
    if (!recovery.current) {
      const verified = await verify({ token });
      if ('error' in verified) {
        setSubmitting(false);
        setError(apiErrorMessage(verified.error) ?? AUTH_MESSAGES.unexpected);
        return;
      }
      recovery.current = verified.data;
    }
    const accessToken = recovery.current.access_token;
    const updated = await setPassword({ accessToken, password });
    setSubmitting(false);
    if ('error' in updated) {
      setError(apiErrorMessage(updated.error) ?? AUTH_MESSAGES.unexpected);
      return;
    }
    void endRecovery({ accessToken }); // best effort: the recovery session has done its job
    recovery.current = null;
    onDone();
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Choose a new password
        </Title>
        <Text c="dimmed" mt={4}>
          Use at least 8 characters, with upper- and lowercase letters, a number and a symbol.
        </Text>
      </div>
      <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Update password">
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPasswordValue(e.currentTarget.value)}
            error={passwordErrors.length > 0 ? passwordErrors.join(' · ') : undefined}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <FormError message={error} />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Update Password
          </Button>
        </Stack>
      </form>
      <Button variant="subtle" onClick={onRequestNewLink}>
        Request a new link
      </Button>
    </Stack>
  );
}
