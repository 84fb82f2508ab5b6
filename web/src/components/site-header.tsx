import { Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../app/session/auth-context.js';
import { Brand } from './brand.js';

/** Sign In for visitors, Go to Scanner for signed-in users. */
function DefaultHeaderAction() {
  const { status } = useAuth();
  if (status === 'signedIn') {
    return (
      <Button component={Link} to="/book-scanner">
        Go to Scanner
      </Button>
    );
  }
  return (
    <Button component={Link} to="/auth" variant="light">
      Sign In
    </Button>
  );
}

/** Sticky top bar: brand on the left, one clear action on the right. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        background: 'color-mix(in srgb, var(--mantine-color-body) 92%, transparent)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap="xs" wrap="nowrap">
            {actions ?? <DefaultHeaderAction />}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
