import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useStartUpgradeCheckoutMutation } from '../api/analysis.api.js';

/** The free scans are used: the server's words and a way to upgrade (payment page). */
export function UpgradeAlert({ message }: { message: string }) {
  const [checkout, { isLoading }] = useStartUpgradeCheckoutMutation();
  const upgrade = async () => {
    try {
      const { url } = await checkout({ plan: 'monthly' }).unwrap();
      window.location.assign(url);
    } catch {
      notifications.show({ color: 'red', message: 'Could not open the upgrade page. Please try again.' });
    }
  };
  return (
    <Alert color="terracotta" variant="light" icon={<IconLock aria-hidden="true" />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button onClick={() => void upgrade()} loading={isLoading}>
          Upgrade
        </Button>
      </Stack>
    </Alert>
  );
}
