import { Badge } from '@mantine/core';
import type { FeedbackStatus } from '../../../../../domain/index.js';

// text in a dark shade of each colour (yellow's darkest still fails contrast on its own tint: dark text)
const LOOK: Record<FeedbackStatus, { label: string; color: string; text: string }> = {
  new: { label: 'New', color: 'blue', text: 'blue.9' },
  in_review: { label: 'In review', color: 'yellow', text: 'dark.7' },
  resolved: { label: 'Resolved', color: 'sage', text: 'sage.9' },
  dismissed: { label: 'Dismissed', color: 'gray', text: 'gray.9' },
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { label, color, text } = LOOK[status];
  return (
    <Badge color={color} c={text} variant="light" size="md" radius="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
