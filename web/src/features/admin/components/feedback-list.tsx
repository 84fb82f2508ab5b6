import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorStatus } from '../../../app/api-error.js';
import { useAdminFeedbackQuery } from '../api/admin.api.js';
import { FeedbackCard } from './feedback-card.js';

/** All feedback, newest first (the server's order). */
export function FeedbackList() {
  const { data, error, isLoading, refetch } = useAdminFeedbackQuery();
  if (isLoading) return <Loader size="sm" aria-label="Loading feedback" />;
  // 403: the unlock ran out and the gate is about to take over; show nothing meanwhile.
  if (error && apiErrorStatus(error) === 403) return null;
  if (error) {
    return (
      <Alert color="red" title={ADMIN_MESSAGES.feedbackLoadFailed}>
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data || data.length === 0) return <Text c="dimmed">No feedback yet.</Text>;
  return (
    <Stack gap="sm">
      {data.map((item) => (
        <FeedbackCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}
