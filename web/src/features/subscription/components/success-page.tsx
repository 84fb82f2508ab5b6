import { Button, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconConfetti, IconHourglass, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUBSCRIPTION_MESSAGES } from '../../../../../domain/index.js';
import { useFreshSubscription } from '../model/use-fresh-subscription.js';
import { CheckingSubscription, SubscriptionOutcomeCard } from './subscription-outcome-card.js';

const BENEFITS = ['Unlimited book recommendations', 'Advanced filtering options', 'Priority customer support', 'Detailed reading analytics'] as const;

/**
 * /success: where checkout returns after payment. Re-checks the subscription on load and celebrates
 * only what the server confirms: a visitor is asked to sign in, and a payment whose confirmation has
 * not arrived yet is waited for (and then said plainly), never congratulated in advance.
 */
export function SuccessPage() {
  const fresh = useFreshSubscription({ waitForActive: true });

  if (fresh.state === 'checking') return <CheckingSubscription label="Confirming your subscription…" />;
  if (fresh.state === 'signedOut') {
    return (
      <SubscriptionOutcomeCard
        documentTitle="Sign in to see your plan"
        icon={
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconLogin size={34} />
          </ThemeIcon>
        }
        heading="Sign in to see your plan"
      >
        <Text fz="lg">Your subscription belongs to your account. Sign in and we’ll show your plan.</Text>
        <Button component={Link} to="/auth" size="lg" mt="md" fullWidth>
          Sign In
        </Button>
      </SubscriptionOutcomeCard>
    );
  }
  if (!fresh.subscription.subscribed) {
    return (
      <SubscriptionOutcomeCard
        documentTitle="Waiting for confirmation"
        icon={
          <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden="true">
            <IconHourglass size={34} />
          </ThemeIcon>
        }
        heading="We haven’t received your payment yet"
      >
        <Text fz="lg">If you completed the payment, its confirmation can take a minute to reach us. If you left the payment page, nothing was charged.</Text>
        <Group grow w="100%" mt="md">
          <Button variant="default" size="lg" onClick={fresh.checkAgain}>
            Check again
          </Button>
          <Button component={Link} to="/book-scanner" size="lg">
            Back to the scanner
          </Button>
        </Group>
      </SubscriptionOutcomeCard>
    );
  }
  return (
    <SubscriptionOutcomeCard
      documentTitle="Subscription active"
      icon={
        <ThemeIcon size={64} radius="xl" color="sage.8" aria-hidden="true">
          <IconConfetti size={34} />
        </ThemeIcon>
      }
      heading="Welcome to ShelfCheck!"
    >
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
    </SubscriptionOutcomeCard>
  );
}
