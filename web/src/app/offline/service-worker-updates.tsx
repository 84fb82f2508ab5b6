import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onUpdateWaiting } from './register-service-worker.js';

const UPDATE_TOAST_ID = 'app-update';

/** "A new version of ShelfCheck is ready": updated only when the parent taps Update (nothing typed or scanned is lost). */
export function ServiceWorkerUpdates() {
  useEffect(
    () =>
      onUpdateWaiting((apply) =>
        notifications.show({
          id: UPDATE_TOAST_ID,
          autoClose: false,
          title: 'A new version of ShelfCheck is ready',
          message: (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm">Update when you're done with this book.</Text>
              <Button size="compact-sm" onClick={apply}>
                Update
              </Button>
            </Group>
          ),
        }),
      ),
    [],
  );
  return null;
}
