import { Alert, Badge, Button, Container, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconUsers } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { HOUSEHOLD_ROLE_LABELS, validateEmail, type InvitableRole } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useGetHouseholdQuery, useLeaveHouseholdMutation, type HouseholdAdult } from '../../../app/session/household.api.js';
import { PageLayout } from '../../../components/page-layout.js';
import { useInviteToHouseholdMutation, useRemoveHouseholdMemberMutation, useRevokeInvitationMutation } from '../api/household-admin.api.js';
import { HOUSEHOLD_TEXTS as T } from '../model/household-texts.js';

const nameOf = (a: HouseholdAdult) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

/** /household: who shares the readers, their roles, and (for the account holder) invitations. */
export function HouseholdPage() {
  const household = useGetHouseholdQuery();
  const data = household.data;
  return (
    <PageLayout>
      <title>{`${T.title} · ShelfCheck`}</title>
      <Container size={720} py={{ base: 'xl', sm: 48 }}>
        <Stack gap="lg">
          <div>
            <Title order={1}>{T.title}</Title>
            <Text fz="lg" mt="sm">
              {T.intro}
            </Text>
          </div>
          {household.isError && (
            <Alert color="red" title="The household could not be loaded">
              {apiErrorMessage(household.error) ?? 'Please try again.'}
            </Alert>
          )}
          {!data ? (
            <Skeleton height={160} radius="lg" />
          ) : (
            <>
              <MembersCard members={data.members} canManage={data.permissions.manage_household} role={data.role} />
              {data.permissions.manage_household && <InviteCard />}
              {data.permissions.manage_household && data.invitations.length > 0 && <PendingCard invitations={data.invitations} />}
              {data.permissions.leave_household && <LeaveCard />}
            </>
          )}
        </Stack>
      </Container>
    </PageLayout>
  );
}

function MembersCard({ members, canManage, role }: { members: HouseholdAdult[]; canManage: boolean; role: HouseholdAdult['role'] }) {
  const [remove, removing] = useRemoveHouseholdMemberMutation();
  const onRemove = async (member: HouseholdAdult) => {
    if (!window.confirm(T.removeConfirm(nameOf(member)))) return;
    const result = await remove(member.user_id);
    if ('error' in result) notifications.show({ color: 'red', title: 'Not removed', message: apiErrorMessage(result.error) ?? 'Please try again.' });
    else notifications.show({ color: 'sage', title: 'Removed', message: `${nameOf(member)} is no longer in your household.` });
  };
  return (
    <Paper component="section" aria-labelledby="people-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="sage" size={44} radius="xl" aria-hidden="true">
            <IconUsers size={24} />
          </ThemeIcon>
          <Title id="people-title" order={2} size="h3">
            {T.people}
          </Title>
        </Group>
        <Text>
          {T.yourRole}:{' '}
          <Badge variant="light" color="sage" size="lg" data-testid="my-role">
            {HOUSEHOLD_ROLE_LABELS[role]}
          </Badge>
        </Text>
        {role === 'viewer' && (
          <Text c="dimmed" fz="sm">
            {T.viewerNote}
          </Text>
        )}
        {role === 'co_parent' && (
          <Text c="dimmed" fz="sm">
            {T.coParentNote}
          </Text>
        )}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {members.map((m) => (
            <Group
              component="li"
              key={m.user_id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {nameOf(m)}
                </Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Badge variant={m.role === 'owner' ? 'filled' : 'light'} color="sage">
                  {HOUSEHOLD_ROLE_LABELS[m.role]}
                </Badge>
                {canManage && m.role !== 'owner' && (
                  <Button
                    size="compact-md"
                    variant="subtle"
                    color="red.9"
                    loading={removing.isLoading}
                    onClick={() => void onRemove(m)}
                    aria-label={`${T.remove} ${nameOf(m)}`}
                  >
                    {T.remove}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function InviteCard() {
  const [invite, inviting] = useInviteToHouseholdMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('co_parent');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    // the same rule and message as the server's (the domain)
    const problems = validateEmail(email);
    if (problems.length > 0) return setError(problems[0]);
    setError(null);
    const result = await invite({ email: email.trim(), role });
    if ('error' in result) return setError(apiErrorMessage(result.error) ?? 'The invitation could not be sent. Please try again.');
    setSent(result.data.email);
    setEmail('');
  };
  return (
    <Paper component="section" aria-labelledby="invite-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="sage" size={44} radius="xl" aria-hidden="true">
              <IconMailForward size={24} />
            </ThemeIcon>
            <Title id="invite-title" order={2} size="h3">
              {T.inviteTitle}
            </Title>
          </Group>
          <Text>{T.inviteBody}</Text>
          <TextInput
            label={T.emailLabel}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            size="md"
          />
          <Radio.Group label={T.roleLabel} value={role} onChange={(v) => setRole(v)}>
            <Stack gap="xs" mt={6}>
              <Radio value="co_parent" label={T.roleCoParent} />
              <Radio value="viewer" label={T.roleViewer} />
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" size="md" loading={inviting.isLoading} leftSection={<IconMailForward size={18} aria-hidden="true" />}>
              {T.inviteButton}
            </Button>
          </Group>
          <div aria-live="polite">
            {sent && (
              <Text c="sage.9" fz="sm">
                {T.invited(sent)}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

function PendingCard({ invitations }: { invitations: { id: string; email: string; role: InvitableRole; expires_at: string }[] }) {
  const [revoke, revoking] = useRevokeInvitationMutation();
  return (
    <Paper component="section" aria-labelledby="pending-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title id="pending-title" order={2} size="h3">
          {T.pendingTitle}
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {invitations.map((i) => (
            <Group component="li" key={i.id} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <div style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.email}
                </Text>
                <Text fz="sm" c="dimmed">{`${HOUSEHOLD_ROLE_LABELS[i.role]} · ${T.expires(day(i.expires_at))}`}</Text>
              </div>
              <Button
                size="compact-md"
                variant="subtle"
                color="red.9"
                loading={revoking.isLoading}
                onClick={() => void revoke(i.id)}
                aria-label={`${T.revoke} the invitation to ${i.email}`}
              >
                {T.revoke}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function LeaveCard() {
  const [leave, leaving] = useLeaveHouseholdMutation();
  const onLeave = async () => {
    const result = await leave();
    if ('error' in result)
      notifications.show({ color: 'red', title: 'You are still in the household', message: apiErrorMessage(result.error) ?? 'Please try again.' });
    else notifications.show({ color: 'sage', title: T.left, message: T.leaveBody });
  };
  return (
    <Paper component="section" aria-labelledby="leave-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title id="leave-title" order={2} size="h3">
          {T.leaveTitle}
        </Title>
        <Text>{T.leaveBody}</Text>
        <Button variant="outline" color="red.9" loading={leaving.isLoading} onClick={() => void onLeave()}>
          {T.leaveButton}
        </Button>
      </Stack>
    </Paper>
  );
}
