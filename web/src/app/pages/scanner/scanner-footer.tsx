import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { memo } from 'react';

const LINKS = [
  { to: '/help', label: 'Help' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** The quiet end of the scanner page: who is signed in, the site's links and Sign out. */
export const ScannerFooter = memo(function ScannerFooter({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  return (
    <Container component="footer" size={720} py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {email ? `Signed in as ${email}` : 'Signed in'}
        </Text>
        <Group gap="md">
          {LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fz="sm" py={6}>
              {link.label}
            </Anchor>
          ))}
          <Button variant="subtle" size="compact-md" onClick={onSignOut}>
            Sign out
          </Button>
        </Group>
      </Group>
    </Container>
  );
});
