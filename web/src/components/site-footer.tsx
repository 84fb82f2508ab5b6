import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

const LINKS = [
  { to: '/help', label: 'Help' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

export function SiteFooter() {
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} ShelfCheck
          </Text>
          <Group component="nav" aria-label="Footer" gap="lg">
            {LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" py={6}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
