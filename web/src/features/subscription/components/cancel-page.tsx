import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout.js';

/** /cancel: where checkout returns when the visitor backs out before paying. */
export function CancelPage() {
  return (
    <PageLayout>
      <title>Subscription cancelled · ShelfCheck</title>
      <Container size={560} py={{ base: 'xl', sm: 64 }}>
        <Card shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
              <IconBook2 size={34} />
            </ThemeIcon>
            <Title order={1}>Subscription cancelled</Title>
            <Text fz="lg">
              Your subscription was not started and you have not been charged. No problem: you can come back any time
              and pick up where you left off.
            </Text>
            <Button component={Link} to="/" size="lg" mt="md" fullWidth>
              Take me back!
            </Button>
          </Stack>
        </Card>
      </Container>
    </PageLayout>
  );
}
