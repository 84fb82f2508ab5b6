import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, PASSWORD_MISMATCH_MESSAGE, validateReset } from '../../../../../domain/index.js';
import { loadAuthClient } from '../../../app/session/load-auth-client.js';
import { authErrorMessage } from '../../../app/session/auth-error.js';
import { FormError } from './form-error.js';

const MISSING_TOKEN = 'This reset link is incomplete. Please request a new reset link.';

/**
 * New password from an emailed link, through the auth client: the link's one-time code is exchanged
 * with this browser's PKCE verifier (`grant_type=pkce`; a link of the older `token=` form is
 * verified instead) for a recovery session (PASSWORD_RECOVERY), which sets the password (PUT
 * /auth/user, no current password needed) and is then ended: the parent signs in with the new one.
 */
interface ResetPasswordFormProps {
  link: { code: string | null; token: string | null };
  onDone: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordForm({ link, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const token = link.code ?? link.token;
  // The code is single use: keep its session so a retry after a failed update does not need it again.
  const recovered = useRef(false);
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
    const client = await loadAuthClient();
    if (!recovered.current) {
      const { error: failed } = link.code ? await client.exchangeCodeForSession(link.code) : await client.verifyOtp({ type: 'recovery', token_hash: token });
      if (failed) {
        setSubmitting(false);
        setError(authErrorMessage(failed) ?? AUTH_MESSAGES.unexpected);
        return;
      }
      recovered.current = true;
    }
    const { error: failed } = await client.updateUser({ password });
    if (failed) {
      setSubmitting(false);
      setError(authErrorMessage(failed) ?? AUTH_MESSAGES.unexpected);
      return;
    }
    // The recovery session has done its job: this device forgets it (the server ends it too).
    await client.signOut({ scope: 'local' });
    recovered.current = false;
    setSubmitting(false);
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
