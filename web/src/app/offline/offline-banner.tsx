import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/** The calm offline state (issue 25): what still works, and what happens to new checks. */
export const OFFLINE_BANNER = {
  title: "You're offline",
  message: "Showing saved readers, lists and books. New scans and searches will be checked when you're back online.",
} as const;

export function OfflineBanner() {
  return (
    <Alert
      role="status"
      variant="light"
      color="gray"
      icon={<IconCloudOff size={20} aria-hidden="true" />}
      title={OFFLINE_BANNER.title}
      data-testid="offline-banner"
    >
      {OFFLINE_BANNER.message}
    </Alert>
  );
}
