import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, validateEmail } from '../../../../../domain/index.js';
import { loadAuthClient } from '../../../app/session/load-auth-client.js';
import { authErrorMessage } from '../../../app/session/auth-error.js';
import { FormError } from './form-error.js';

/**
 * Asks for a reset link through the auth client (PKCE: it keeps the code verifier in this browser);
 * the emailed link opens /auth?mode=reset&code=...
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [isLoading, setLoading] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = validateEmail(trimmed)[0] ?? null;
    setError(problem);
    if (problem) return;
    setLoading(true);
    const { error: failed } = await (await loadAuthClient()).resetPasswordForEmail(trimmed, { redirectTo: `${window.location.origin}/auth?mode=reset` });
    setLoading(false);
    if (failed) {
      setError(authErrorMessage(failed) ?? AUTH_MESSAGES.unexpected);
      return;
    }
    setSent(true);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Forgot your password?
        </Title>
        <Text c="dimmed" mt={4}>
          Enter the email you signed up with and we will send you a link to choose a new password.
        </Text>
      </div>
      {sent ? (
        <Alert color="sage" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
          {AUTH_MESSAGES.resetLinkSent}
        </Alert>
      ) : (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Send reset link">
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <FormError message={error} />
            <Button type="submit" size="lg" fullWidth loading={isLoading}>
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
      <Button variant="subtle" onClick={onBack}>
        Back to Sign In
      </Button>
    </Stack>
  );
}
