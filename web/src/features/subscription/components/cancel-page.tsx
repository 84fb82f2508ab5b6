import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { formatPlanDate } from '../model/subscription-dates.js';
import { useFreshSubscription } from '../model/use-fresh-subscription.js';
import { CheckingSubscription, SubscriptionOutcomeCard } from './subscription-outcome-card.js';

/** What /cancel says, by the path that led here (the checkout backed out of, or the portal). */
function cancelText(fresh: ReturnType<typeof useFreshSubscription>, fromPortal: boolean): string {
  if (fresh.state === 'known' && fresh.subscription.subscribed && fresh.subscription.cancel_at_period_end) {
    const until = formatPlanDate(fresh.subscription.subscription_end);
    return `Your subscription will not renew. You keep unlimited scans until ${until ?? 'the end of the period you paid for'}, and you can resume it before then from your plan in Profiles.`;
  }
  if (fresh.state === 'known' && fresh.subscription.subscribed) return 'Your subscription is still active: nothing was changed.';
  if (fromPortal) return 'Your subscription has ended. You can come back any time and pick up where you left off.';
  return 'Your subscription was not started and you have not been charged. No problem: you can come back any time and pick up where you left off.';
}

/**
 * /cancel: where an abandoned checkout returns (not started, not charged) and where the portal sends
 * a cancellation (active until the period's end). The text follows the path and the server's answer.
 */
export function CancelPage() {
  const [params] = useSearchParams();
  const fresh = useFreshSubscription();
  if (fresh.state === 'checking') return <CheckingSubscription label="Checking your subscription…" />;
  return (
    <SubscriptionOutcomeCard
      documentTitle="Subscription cancelled"
      icon={
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconBook2 size={34} />
        </ThemeIcon>
      }
      heading="Subscription cancelled"
    >
      <Text fz="lg">{cancelText(fresh, params.get('from') === 'portal')}</Text>
      <Button component={Link} to="/" size="lg" mt="md" fullWidth>
        Take me back!
      </Button>
    </SubscriptionOutcomeCard>
  );
}
