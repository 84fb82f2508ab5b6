import { Badge } from '@mantine/core';
import type { FeedbackStatus } from '../../../../../domain/index.js';

const LOOK: Record<FeedbackStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'blue' },
  in_review: { label: 'In review', color: 'yellow' },
  resolved: { label: 'Resolved', color: 'sage' },
  dismissed: { label: 'Dismissed', color: 'gray' },
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="light" size="md" radius="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
