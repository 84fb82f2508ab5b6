import { Badge } from '@mantine/core';
import { REQUEST_STATUS_CHIPS } from '../model/reader-space-messages.js';
import type { ReaderRequestStatus } from '../model/reader-space.types.js';

/** Waiting / Yes! It's on your list / Not this time. */
export function RequestStatusChip({ status }: { status: ReaderRequestStatus }) {
  const chip = REQUEST_STATUS_CHIPS[status];
  return (
    <Badge color={chip.color} variant={status === 'pending' ? 'light' : 'filled'} size="lg" radius="sm" style={{ textTransform: 'none', flexShrink: 0 }}>
      {chip.label}
    </Badge>
  );
}
