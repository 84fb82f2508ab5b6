import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES, availableFeedbackActions, feedbackStatusToast, nextFeedbackStatus, type FeedbackAction } from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useChangeFeedbackStatusMutation } from '../api/admin.api.js';
import type { AdminFeedback } from '../model/admin.types.js';
import { formatDateTime } from '../model/format.js';
import { FeedbackCategoryIcon, feedbackCategoryText } from './feedback-category-icon.js';
import { FeedbackStatusBadge } from './feedback-status-badge.js';

const ACTION_LABEL: Record<FeedbackAction, string> = { review: 'Review', resolve: 'Resolve', dismiss: 'Dismiss', reopen: 'Reopen' };

/** One feedback item with the status moves the domain's machine allows from its status. */
export function FeedbackCard({ item }: { item: AdminFeedback }) {
  const [changeStatus, { isLoading, originalArgs }] = useChangeFeedbackStatusMutation();

  const act = async (action: FeedbackAction) => {
    const result = await changeStatus({ id: item.id, action });
    if ('data' in result && result.data) {
      const status = result.data.feedback.status ?? nextFeedbackStatus(item.status, action);
      notifications.show({ color: 'sage.8', message: status ? feedbackStatusToast(status) : result.data.message, autoClose: 3000 });
      return;
    }
    const status = apiErrorStatus(result.error);
    if (status === 403) return; // the unlock ran out: the gate takes over
    // 409: another admin moved it first; the list is read again and shows where it is now.
    notifications.show({
      color: status === 409 ? 'orange' : 'red',
      title: ADMIN_MESSAGES.feedbackUpdateFailed,
      message: apiErrorMessage(result.error) ?? 'Please try again.',
    });
  };

  return (
    <Card component="article" padding="md" aria-label={`${feedbackCategoryText(item.category)} feedback`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <FeedbackCategoryIcon category={item.category} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} lh={1.3}>
                {feedbackCategoryText(item.category)}
              </Text>
              <Text fz="sm" c="dimmed">
                {formatDateTime(item.created_at)}
              </Text>
            </div>
          </Group>
          <FeedbackStatusBadge status={item.status} />
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.feedback_text}</Text>
        <Group gap="md" fz="sm" c="dimmed" wrap="wrap">
          {item.rating !== null && (
            <Text fz="sm" c="dimmed">
              Rating {item.rating}/5
            </Text>
          )}
          {item.email && (
            <Anchor href={`mailto:${item.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.email}
            </Anchor>
          )}
          {item.page_url && (
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              From {item.page_url}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {availableFeedbackActions(item.status).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'resolve' ? 'filled' : 'default'}
              loading={isLoading && originalArgs?.action === action}
              disabled={isLoading}
              onClick={() => void act(action)}
            >
              {ACTION_LABEL[action]}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
