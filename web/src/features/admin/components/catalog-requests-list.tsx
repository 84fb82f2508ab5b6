import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogRequestDecision } from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useAdminCatalogRequestsQuery, useDecideCatalogRequestMutation } from '../api/catalog-requests-admin.api.js';
import type { AdminCatalogRequest } from '../model/catalog-request-admin.types.js';

const STATUS_COLOR = { open: 'blue', added: 'green', declined: 'gray' } as const;
const DONE_MESSAGE: Record<CatalogRequestDecision, string> = { added: 'Marked as added', declined: 'Request declined' };

function RequestCard({ item }: { item: AdminCatalogRequest }) {
  const [decide, { isLoading }] = useDecideCatalogRequestMutation();
  const send = async (status: CatalogRequestDecision) => {
    const result = await decide({ id: item.id, status });
    if ('error' in result) {
      notifications.show({ color: 'red', title: 'Failed to update the request', message: apiErrorMessage(result.error) ?? 'Please try again.' });
      return;
    }
    notifications.show({ color: 'sage.8', message: `${DONE_MESSAGE[status]}: ${item.title}`, autoClose: 3000 });
  };
  const asked = item.requesters === 1 ? '1 parent asked' : `${item.requesters} parents asked`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={item.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {item.title}
            {item.author && (
              <Text span c="dimmed" fw={400}>
                {' '}
                by {item.author}
              </Text>
            )}
          </Text>
          <Badge color={STATUS_COLOR[item.status]} variant="light">
            {item.status}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          {asked} · first on {new Date(item.created_at).toLocaleDateString()}
        </Text>
        {item.status === 'open' && (
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => void send('added')} loading={isLoading}>
              Mark added
            </Button>
            <Button size="xs" variant="default" onClick={() => void send('declined')} disabled={isLoading}>
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Books parents asked us to add ("Ask us to add this book"), most requested first. */
export function CatalogRequestsList() {
  const { data, error, isLoading, refetch } = useAdminCatalogRequestsQuery();
  if (isLoading) return <Loader size="sm" aria-label="Loading book requests" />;
  // 403: the unlock ran out and the gate is about to take over
  if (error && apiErrorStatus(error) === 403) return null;
  if (error) {
    return (
      <Alert color="red" title="Failed to load book requests">
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data || data.length === 0) return <Text c="dimmed">No book requests yet.</Text>;
  return (
    <Stack gap="sm">
      {data.map((item) => (
        <RequestCard key={`${item.id}|${item.status}`} item={item} />
      ))}
    </Stack>
  );
}
