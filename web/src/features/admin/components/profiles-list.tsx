import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorStatus } from '../../../app/api-error.js';
import { useAdminProfilesQuery } from '../api/admin.api.js';
import type { AdminProfile } from '../model/admin.types.js';
import { formatDate } from '../model/format.js';

const fullName = (p: AdminProfile): string => [p.first_name, p.last_name].filter((s) => s && s.trim() !== '').join(' ') || 'No name given';

/** All profiles, newest first, with an Admin badge where is_admin. */
export function ProfilesList() {
  const { data, error, isLoading, refetch } = useAdminProfilesQuery();
  if (isLoading) return <Loader size="sm" aria-label="Loading users" />;
  // 403: the unlock ran out and the gate is about to take over; show nothing meanwhile.
  if (error && apiErrorStatus(error) === 403) return null;
  if (error) {
    return (
      <Alert color="red" title={ADMIN_MESSAGES.usersLoadFailed}>
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data || data.length === 0) return <Text c="dimmed">No users yet.</Text>;
  return (
    <Card padding={0}>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Users">
        {data.map((profile, index) => (
          <Group
            key={profile.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            px="md"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {fullName(profile)}
              </Text>
              <Text fz="sm" c="dimmed">
                Joined {formatDate(profile.created_at)}
              </Text>
            </div>
            {profile.is_admin && (
              <Badge variant="filled" color="terracotta" radius="sm" style={{ flexShrink: 0 }}>
                Admin
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
