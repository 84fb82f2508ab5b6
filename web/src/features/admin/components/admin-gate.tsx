import { Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconShieldOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../domain/index.js';
import { ADMIN_COPY } from '../model/admin-copy.js';
import { useAdminAccess } from '../model/use-admin-access.js';
import { UnlockForm } from './unlock-form.js';

interface AdminGateProps {
  /** What an anonymous visitor reads (the clean import says that importing needs a session). */
  signedOutMessage?: string;
  children: ReactNode;
}

function GateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card maw={480} mx="auto" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Every admin page sits behind this: signed in, is_admin, and a running unlock. The content mounts
 * only when the admin area answers; a 403 from any admin call asks again and lands back here.
 */
export function AdminGate({ signedOutMessage = ADMIN_MESSAGES.loginRequired, children }: AdminGateProps) {
  const access = useAdminAccess();
  switch (access.state) {
    case 'checking':
      return (
        <Center py="xl" role="status" aria-live="polite">
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text c="dimmed">Checking admin access…</Text>
          </Group>
        </Center>
      );
    case 'signedOut':
      return (
        <GateCard icon={<IconLock size={28} />} title="Sign in required">
          <Text>{signedOutMessage}</Text>
          <Button component={Link} to="/auth" mt="xs" fullWidth>
            Sign In
          </Button>
        </GateCard>
      );
    case 'notAdmin':
      return (
        <GateCard icon={<IconShieldOff size={28} />} title={ADMIN_COPY.notAdmin}>
          <Text c="dimmed">{ADMIN_COPY.notAdminHint}</Text>
          <Button component={Link} to="/book-scanner" variant="default" mt="xs" fullWidth>
            Go to Scanner
          </Button>
        </GateCard>
      );
    case 'locked':
      return (
        <GateCard icon={<IconLock size={28} />} title="Unlock the admin area">
          <Text c="dimmed">{ADMIN_COPY.unlockHint}</Text>
          <UnlockForm />
        </GateCard>
      );
    case 'unavailable':
      return (
        <GateCard icon={<IconShieldOff size={28} />} title="Something went wrong">
          <Text>{access.message ?? ADMIN_COPY.unavailable}</Text>
          <Button onClick={access.retry} variant="default" mt="xs" fullWidth>
            Try again
          </Button>
        </GateCard>
      );
    case 'open':
      return children;
  }
}
