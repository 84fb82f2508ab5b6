import { Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconConfetti } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_MESSAGES } from '../../../../../domain/index.js';
import { useSubscription } from '../../../app/session/subscription-context.js';
import { PageLayout } from '../../../components/page-layout.js';

const BENEFITS = [
  'Unlimited book recommendations',
  'Advanced filtering options',
  'Priority customer support',
  'Detailed reading analytics',
] as const;

/** /success: where checkout returns after payment. Re-checks the subscription straight away. */
export function SuccessPage() {
  const { checkSubscription } = useSubscription();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void checkSubscription(true);
  }, [checkSubscription]);

  return (
    <PageLayout>
      <title>Subscription active · ShelfCheck</title>
      <Container size={560} py={{ base: 'xl', sm: 64 }}>
        <Card shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="sage.8" aria-hidden="true">
              <IconConfetti size={34} />
            </ThemeIcon>
            <Title order={1}>Welcome to ShelfCheck!</Title>
            <Text fz="lg">{SUBSCRIPTION_MESSAGES.active}</Text>
            <Title order={2} size="h4" mt="sm">
              What you get now
            </Title>
            <List
              spacing="sm"
              ta="left"
              icon={
                <ThemeIcon size={24} radius="xl" color="sage.8" aria-hidden="true">
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {BENEFITS.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
            <Button component={Link} to="/" size="lg" mt="md" fullWidth>
              Start Exploring Books
            </Button>
          </Stack>
        </Card>
      </Container>
    </PageLayout>
  );
}
