import { Badge } from '@mantine/core';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '../../../../../domain/index.js';

// text in a dark shade of each colour (yellow's darkest still fails contrast on its own tint: dark text)
const LOOK: Record<FeedbackStatus, { color: string; text: string }> = {
  new: { color: 'blue', text: 'blue.9' },
  in_review: { color: 'yellow', text: 'dark.7' },
  resolved: { color: 'sage', text: 'sage.9' },
  dismissed: { color: 'gray', text: 'gray.9' },
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { color, text } = LOOK[status];
  return (
    <Badge color={color} c={text} variant="light" size="md" radius="sm" style={{ flexShrink: 0 }}>
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}
