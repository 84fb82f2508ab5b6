import { Alert, Anchor, Stack, Tabs, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { afterSignInPath, AUTH_MESSAGES } from '../../../../../domain/index.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { SignInShell } from '../../../components/sign-in-shell.js';
import { ForgotPasswordForm } from './forgot-password-form.js';
import { ResetPasswordForm } from './reset-password-form.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';

type AuthView = 'main' | 'forgot' | 'reset';

/** /auth: Sign In and Sign Up tabs, forgot password, and reset password (?mode=reset&code=...). */
export function AuthPage() {
  const { status } = useAuth();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<AuthView>(params.get('mode') === 'reset' ? 'reset' : 'main');
  const [tab, setTab] = useState<string | null>('signin');
  const [notice, setNotice] = useState<string | null>(null);

  // a page that sent the visitor here to sign in (an invitation, say) is where they return
  const next = afterSignInPath(params.get('next'));
  if (view === 'main' && status === 'signedIn') return <Navigate to={next} replace />;

  const showMain = (message: string | null = null) => {
    setNotice(message);
    setTab('signin');
    setView('main');
    if (params.has('mode') || params.has('code') || params.has('token'))
      setParams(params.has('next') ? { next: params.get('next') ?? '' } : {}, { replace: true });
  };

  return (
    <SignInShell
      pageTitle={view === 'main' ? 'Sign in · ShelfCheck' : 'Reset password · ShelfCheck'}
      heading={view === 'main' ? 'Welcome to ShelfCheck' : 'Reset your password'}
      lead={view === 'main' ? 'Sign in or create a free account to start checking books.' : undefined}
      after={
        view === 'main' && (
          <Text ta="center" fz="sm" c="dimmed" mt="lg">
            Got a code from your grown-up?{' '}
            <Anchor component={Link} to="/reader" fw={600}>
              I’m a reader
            </Anchor>
          </Text>
        )
      }
    >
      {view === 'forgot' && <ForgotPasswordForm onBack={() => showMain()} />}
      {view === 'reset' && (
        <ResetPasswordForm
          link={{ code: params.get('code'), token: params.get('token') }}
          onDone={() => showMain(AUTH_MESSAGES.passwordUpdated)}
          onRequestNewLink={() => {
            setParams({}, { replace: true });
            setView('forgot');
          }}
        />
      )}
      {view === 'main' && (
        <Stack gap="md">
          {notice && (
            <Alert color="sage" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {notice}
            </Alert>
          )}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="signin" fz="md" fw={600} py="sm">
                Sign In
              </Tabs.Tab>
              <Tabs.Tab value="signup" fz="md" fw={600} py="sm">
                Sign Up
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin">
              <SignInForm onForgotPassword={() => setView('forgot')} />
            </Tabs.Panel>
            <Tabs.Panel value="signup">
              <SignUpForm afterSignUp={next} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </SignInShell>
  );
}
