import { Card, Container, Loader, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLayout } from '../../../components/page-layout.js';

/** The one-card frame of /success and /cancel: an icon, a heading and what follows. */
export function SubscriptionOutcomeCard({
  documentTitle,
  icon,
  heading,
  children,
}: {
  documentTitle: string;
  icon: ReactNode;
  heading: string;
  children: ReactNode;
}) {
  return (
    <PageLayout>
      <title>{`${documentTitle} · ShelfCheck`}</title>
      <Container size={560} py={{ base: 'xl', sm: 64 }}>
        <Card shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack align="center" ta="center" gap="md">
            {icon}
            <Title order={1}>{heading}</Title>
            {children}
          </Stack>
        </Card>
      </Container>
    </PageLayout>
  );
}

/** While the subscription is read again: a calm line, never a premature verdict. */
export function CheckingSubscription({ label }: { label: string }) {
  return (
    <SubscriptionOutcomeCard
      documentTitle="Checking your subscription"
      icon={
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <Loader size="sm" />
        </ThemeIcon>
      }
      heading={label}
    >
      <span role="status" aria-live="polite" />
    </SubscriptionOutcomeCard>
  );
}
