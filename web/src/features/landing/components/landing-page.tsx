import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isNativeShell } from '../../../app/native-shell.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { PageLayout } from '../../../components/page-layout.js';
import { FeatureCards } from './feature-cards.js';
import { GetStartedButton } from './get-started-button.js';
import { HowItWorks } from './how-it-works.js';
import { SampleVerdict } from './sample-verdict.js';

/** / : what ShelfCheck does and a way in. Inside the native app it goes straight to the app. */
export function LandingPage() {
  const { status } = useAuth();
  const [inNativeShell] = useState(() => isNativeShell());

  if (inNativeShell) return <Navigate to={status === 'signedIn' ? '/book-scanner' : '/auth'} replace />;

  return (
    <PageLayout>
      <title>ShelfCheck · Find books they'll love</title>
      <Box
        component="section"
        aria-labelledby="hero-title"
        py={{ base: 48, sm: 88 }}
        style={{
          background: 'radial-gradient(120% 80% at 50% 0%, var(--mantine-color-terracotta-1) 0%, var(--mantine-color-body) 70%)',
        }}
      >
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Title id="hero-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.15} maw={760}>
              Find books they'll love... with content you approve.
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="dimmed" maw={620}>
              Scan a cover or search a title in the bookshop. ShelfCheck shows what is inside and how well the book fits each reader in your family.
            </Text>
            <SampleVerdict />
            <GetStartedButton />
            <Text size="sm" c="dimmed">
              Free to start. Made for phones, right there between the shelves.
            </Text>
            <Text size="sm" c="dimmed">
              Got a sign-in code from your grown-up?{' '}
              <Anchor component={Link} to="/reader" fw={600}>
                I’m a reader
              </Anchor>
            </Text>
          </Stack>
        </Container>
      </Box>
      <HowItWorks />
      <FeatureCards />
      <Box component="section" aria-labelledby="closing-title" py={{ base: 56, sm: 80 }}>
        <Container size="sm">
          <Stack align="center" ta="center" gap="md">
            <Title id="closing-title" order={2}>
              Ready for your next trip to the bookshop?
            </Title>
            <Text c="dimmed" fz="lg">
              Set up a profile for each reader in a few minutes, then check any book in seconds.
            </Text>
            <GetStartedButton />
          </Stack>
        </Container>
      </Box>
    </PageLayout>
  );
}
