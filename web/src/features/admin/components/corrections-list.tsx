import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { apiErrorStatus } from '../../../app/api-error.js';
import { useAdminCorrectionsQuery } from '../api/corrections-admin.api.js';
import { CorrectionCard } from './correction-card.js';

/** Open rating corrections, newest first (the server's order). */
export function CorrectionsList() {
  const { data, error, isLoading, refetch } = useAdminCorrectionsQuery('open');
  if (isLoading) return <Loader size="sm" aria-label="Loading corrections" />;
  // 403: the unlock ran out and the gate is about to take over
  if (error && apiErrorStatus(error) === 403) return null;
  if (error) {
    return (
      <Alert color="red" title="Failed to load corrections">
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data || data.length === 0) return <Text c="dimmed">No open corrections.</Text>;
  return (
    <Stack gap="sm">
      {data.map((item) => (
        <CorrectionCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}
