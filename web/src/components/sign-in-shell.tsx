import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand.js';
import { SiteFooter } from './site-footer.js';

/**
 * The frame of a sign-in page (parents' /auth, readers' /reader): back to home, the brand, a
 * heading with its lead line, the form on a card, and what follows the card (a link to the other).
 */
export function SignInShell({
  pageTitle,
  heading,
  lead,
  children,
  after,
}: {
  pageTitle: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <title>{pageTitle}</title>
      <Box component="main" id="main" py={{ base: 'md', sm: 'xl' }}>
        <Container size={480} px="md">
          <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} px="xs">
            Back to home
          </Button>
          <Stack align="center" gap={4} mt="md" mb="lg" ta="center">
            <Brand asLink={false} />
            <Title order={1} size="h2" mt="sm">
              {heading}
            </Title>
            {lead && <Text c="dimmed">{lead}</Text>}
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            {children}
          </Paper>
          {after}
        </Container>
      </Box>
      <SiteFooter />
    </>
  );
}
