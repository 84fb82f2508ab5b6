import { Alert, Anchor, Box, Button, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../../../domain/index.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { Brand } from '../../../components/brand.js';
import { SiteFooter } from '../../../components/site-footer.js';
import { ForgotPasswordForm } from './forgot-password-form.js';
import { ResetPasswordForm } from './reset-password-form.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';

type AuthView = 'main' | 'forgot' | 'reset';

/** /auth: Sign In and Sign Up tabs, forgot password, and reset password (?mode=reset&token=...). */
export function AuthPage() {
  const { status } = useAuth();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<AuthView>(params.get('mode') === 'reset' ? 'reset' : 'main');
  const [tab, setTab] = useState<string | null>('signin');
  const [notice, setNotice] = useState<string | null>(null);

  if (view === 'main' && status === 'signedIn') return <Navigate to="/book-scanner" replace />;

  const showMain = (message: string | null = null) => {
    setNotice(message);
    setTab('signin');
    setView('main');
    if (params.has('mode') || params.has('token')) setParams({}, { replace: true });
  };

  return (
    <>
      <title>{view === 'main' ? 'Sign in · ShelfCheck' : 'Reset password · ShelfCheck'}</title>
      <Box component="main" id="main" py={{ base: 'md', sm: 'xl' }}>
        <Container size={480} px="md">
          <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} px="xs">
            Back to home
          </Button>
          <Stack align="center" gap={4} mt="md" mb="lg" ta="center">
            <Brand asLink={false} />
            <Title order={1} size="h2" mt="sm">
              {view === 'main' ? 'Welcome to ShelfCheck' : 'Reset your password'}
            </Title>
            {view === 'main' && <Text c="dimmed">Sign in or create a free account to start checking books.</Text>}
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            {view === 'forgot' && <ForgotPasswordForm onBack={() => showMain()} />}
            {view === 'reset' && (
              <ResetPasswordForm
                token={params.get('token')}
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
                    <SignUpForm />
                  </Tabs.Panel>
                </Tabs>
              </Stack>
            )}
          </Paper>
          {view === 'main' && (
            <Text ta="center" fz="sm" c="dimmed" mt="lg">
              Got a code from your grown-up?{' '}
              <Anchor component={Link} to="/reader" fw={600}>
                I’m a reader
              </Anchor>
            </Text>
          )}
        </Container>
      </Box>
      <SiteFooter />
    </>
  );
}
