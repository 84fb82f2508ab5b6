import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, REMEMBER_ME_DEFAULT, signInErrorMessage, validateCredentialsPresence, validateSignIn } from '../../../../../domain/index.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { FormError } from './form-error.js';

/** Email, password, remember me (on by default). A successful sign-in leaves /auth for the scanner. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(REMEMBER_ME_DEFAULT);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same order as the server: an email and a password at all, then the email's format.
    const problems = [...validateCredentialsPresence({ email, password }), ...validateSignIn({ email, password }).errors];
    setError(problems[0] ?? null);
    if (problems.length > 0) return;
    setSubmitting(true);
    const result = await signIn({ email: email.trim(), password, remember });
    setSubmitting(false);
    if (!result.ok) setError(signInErrorMessage(result.message));
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="space-between" align="center" gap="sm">
          <Checkbox label={AUTH_MESSAGES.rememberMe} checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} py={6}>
            Forgot your password?
          </Anchor>
        </Group>
        <FormError message={error} />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
