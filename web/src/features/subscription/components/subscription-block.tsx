import { Badge, Button, Card, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCrown, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { SUBSCRIPTION_MESSAGES } from '../../../../../domain/index.js';
import { useHouseholdCan } from '../../../app/session/household.api.js';
import { useSubscription } from '../../../app/session/subscription-context.js';
import { useOpenCustomerPortalMutation, useStartCheckoutMutation, type BillingPlan } from '../api/billing.api.js';
import { openPendingTab } from '../model/pending-tab.js';
import { formatPlanDate, planName } from '../model/subscription-dates.js';

/**
 * The subscription block of the Profiles sheet. Subscribers see their plan, its expiry and Manage
 * (the payment provider's portal); everyone else sees the free scans used and Upgrade.
 */
export function SubscriptionBlock() {
  const sub = useSubscription();
  const [startCheckout, checkout] = useStartCheckoutMutation();
  const [openPortal, portal] = useOpenCustomerPortalMutation();
  const [plan, setPlan] = useState<BillingPlan>('monthly');
  // the subscription covers the household; only the account holder manages it
  const canManage = useHouseholdCan('manage_billing');
  const holderNote = (
    <Text fz="sm" c="dimmed">
      The account holder manages the subscription for the household.
    </Text>
  );

  const go = async (call: () => Promise<{ url: string }>, failure: string) => {
    const tab = openPendingTab('Opening secure payment page…'); // synchronously, inside the click
    try {
      tab.go((await call()).url);
    } catch {
      tab.cancel();
      notifications.show({ color: 'red', title: SUBSCRIPTION_MESSAGES.errorTitle, message: failure });
    }
  };

  const testModeNote = sub.test_mode && (
    <Text fz="xs" c="dimmed" data-test-mode-note>
      Test mode: no card is charged.
    </Text>
  );

  if (sub.subscribed) {
    const until = formatPlanDate(sub.subscription_end);
    const cancelling = sub.cancel_at_period_end;
    return (
      <Card padding="md" radius="lg" component="section" aria-labelledby="subscription-title">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title id="subscription-title" order={3} size="h5">
                Your plan
              </Title>
              <Group gap={6}>
                <IconCrown size={18} aria-hidden="true" color="var(--mantine-color-terracotta-7)" />
                <Text fw={700}>{planName(sub.subscription_tier)}</Text>
                {cancelling ? (
                  <Badge variant="light" color="orange" c="dark.7" size="sm">
                    Cancelled
                  </Badge>
                ) : (
                  <Badge variant="filled" color="sage.8" size="sm">
                    Active
                  </Badge>
                )}
              </Group>
              {until && (
                <Text fz="sm" c="dimmed">
                  {cancelling ? `Active until ${until}. It will not renew.` : `Renews on ${until}`}
                </Text>
              )}
            </Stack>
            {canManage && (
              <Button
                variant={cancelling ? 'filled' : 'default'}
                style={{ flexShrink: 0 }}
                rightSection={<IconExternalLink size={16} aria-hidden="true" />}
                loading={portal.isLoading}
                onClick={() => void go(() => openPortal().unwrap(), SUBSCRIPTION_MESSAGES.portalFailed)}
              >
                {cancelling ? 'Resume' : 'Manage'}
              </Button>
            )}
          </Group>
          {!canManage && holderNote}
          {testModeNote}
        </Stack>
      </Card>
    );
  }

  const used = sub.scans_used;
  const limit = sub.scans_limit;
  return (
    <Card padding="md" radius="lg" component="section" aria-labelledby="subscription-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title id="subscription-title" order={3} size="h5">
            Free plan
          </Title>
          <Badge variant="outline" color="gray" size="sm">
            Free
          </Badge>
        </Group>
        {used !== null && limit !== null && limit > 0 && (
          <Stack gap={4}>
            <Text fz="sm">
              {used} of {limit} free scans used
            </Text>
            <Progress value={Math.min(100, (used / limit) * 100)} size="sm" radius="xl" aria-label={`${used} of ${limit} free scans used`} />
          </Stack>
        )}
        {!canManage ? (
          holderNote
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              Upgrade for unlimited book checks for the whole family.
            </Text>
            <SegmentedControl
              fullWidth
              value={plan}
              onChange={(v) => setPlan(v)}
              data={[
                { label: 'Monthly', value: 'monthly' },
                { label: 'Annual', value: 'annual' },
              ]}
              aria-label="Billing period"
            />
            <Button
              leftSection={<IconCrown size={18} aria-hidden="true" />}
              loading={checkout.isLoading}
              onClick={() => void go(() => startCheckout({ plan }).unwrap(), SUBSCRIPTION_MESSAGES.checkoutFailed)}
              fullWidth
            >
              Upgrade
            </Button>
            {testModeNote}
          </>
        )}
      </Stack>
    </Card>
  );
}
