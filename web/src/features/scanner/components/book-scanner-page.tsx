import { Button, Card, Container, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconLogout, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../app/session/auth-context.js';
import { SiteHeader } from '../../../components/site-header.js';

/** /book-scanner: the signed-in home. For now a welcome and the reader profiles (none yet). */
export function BookScannerPage() {
  const { firstName, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  return (
    <>
      <title>Book scanner · ShelfCheck</title>
      <a href="#main" className="sc-skip-link">
        Skip to main content
      </a>
      <SiteHeader
        actions={
          <>
            {firstName && (
              <Text visibleFrom="xs" fw={500}>
                {firstName}
              </Text>
            )}
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={() => void handleSignOut()}
              loading={signingOut}
            >
              Sign out
            </Button>
          </>
        }
      />
      <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="xl">
            <Title order={1}>{firstName ? `Welcome, ${firstName}!` : 'Welcome to ShelfCheck!'}</Title>
            <Text c="dimmed" fz="lg">
              Check any book against the readers in your family.
            </Text>
          </Stack>
          <Card component="section" aria-labelledby="profiles-title">
            <Title id="profiles-title" order={2} size="h3" mb="md">
              Your profiles
            </Title>
            <EmptyState
              icon={<IconUsers size={30} stroke={1.6} aria-hidden="true" />}
              variant="light"
              title="No reader profiles yet"
              description="Profiles for you and your family members will appear here. Each book you check is compared with the reader you choose."
              py="md"
            />
          </Card>
        </Container>
      </main>
    </>
  );
}
