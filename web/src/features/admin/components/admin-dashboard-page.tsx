import { Stack, Tabs, Title } from '@mantine/core';
import { IconBookmarkPlus, IconFlag, IconMessages, IconUsers } from '@tabler/icons-react';
import { useAdminFeedbackQuery, useAdminProfilesQuery } from '../api/admin.api.js';
import { AdminGate } from './admin-gate.js';
import { AdminShell } from './admin-shell.js';
import { AdminToolsGrid } from './admin-tools-grid.js';
import { CatalogRequestsList } from './catalog-requests-list.js';
import { CorrectionsList } from './corrections-list.js';
import { FeedbackList } from './feedback-list.js';
import { ProfilesList } from './profiles-list.js';

const TAB_STYLES = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  tab: { flexShrink: 0, whiteSpace: 'nowrap' },
} as const;

function Dashboard() {
  // Counts for the tab labels; the lists below read the same cache entries.
  const feedback = useAdminFeedbackQuery();
  const profiles = useAdminProfilesQuery();
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <Stack gap="xl">
      <section aria-labelledby="tools-title">
        <Title id="tools-title" order={2} size="h4" mb="sm">
          Book tools
        </Title>
        <AdminToolsGrid />
      </section>
      {/* One row that scrolls sideways when the tabs outgrow the width: they never wrap onto two lines. */}
      <Tabs defaultValue="feedback" keepMounted={false} styles={TAB_STYLES}>
        <Tabs.List mb="md">
          <Tabs.Tab value="feedback" leftSection={<IconMessages size={18} aria-hidden="true" />}>
            Feedback{count(feedback.data?.length)}
          </Tabs.Tab>
          <Tabs.Tab value="corrections" leftSection={<IconFlag size={18} aria-hidden="true" />}>
            Corrections
          </Tabs.Tab>
          <Tabs.Tab value="requests" leftSection={<IconBookmarkPlus size={18} aria-hidden="true" />}>
            Requests
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={18} aria-hidden="true" />}>
            Users{count(profiles.data?.length)}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="feedback">
          <FeedbackList />
        </Tabs.Panel>
        <Tabs.Panel value="corrections">
          <CorrectionsList />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <CatalogRequestsList />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <ProfilesList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /admin: the gate, then feedback triage, the users and the book tools. */
export function AdminDashboardPage() {
  return (
    <AdminShell title="Admin Dashboard" description="Feedback, users and the book-content tools." backToDashboard={false}>
      <AdminGate>
        <Dashboard />
      </AdminGate>
    </AdminShell>
  );
}
