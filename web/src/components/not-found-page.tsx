import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLayout } from './page-layout.js';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <PageLayout>
      <title>Page not found · ShelfCheck</title>
      <Container size={560} py={{ base: 56, sm: 96 }}>
        <Stack align="center" ta="center" gap="md">
          <Text fz={64} fw={700} ff="heading" c="terracotta.7" lh={1} aria-hidden="true">
            404
          </Text>
          <Title order={1}>Oops! Page not found</Title>
          <Text fz="lg" c="dimmed">
            The page you were looking for is not on our shelves. It may have moved, or the link may be mistyped.
          </Text>
          <Button component={Link} to="/" size="lg" mt="sm">
            Return to Home
          </Button>
        </Stack>
      </Container>
    </PageLayout>
  );
}
