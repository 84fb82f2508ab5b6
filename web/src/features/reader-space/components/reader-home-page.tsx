import { Accordion, Alert, Box, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { readerSignedOut, selectReaderSession } from '../../../app/session/reader-session.slice.js';
import { Brand } from '../../../components/brand.js';
import { useReaderLogoutMutation, useReaderMeQuery, useReaderReadingListQuery, useReaderRequestsQuery } from '../api/reader-space.api.js';
import { READER_SPACE_MESSAGES } from '../model/reader-space-messages.js';
import type { CatalogMatch } from '../model/reader-space.types.js';
import { AskDialog } from './ask-dialog.js';
import { AskOtherBookForm } from './ask-other-book-form.js';
import { BookSearch } from './book-search.js';
import { MyReadingList } from './my-reading-list.js';
import { MyRequests } from './my-requests.js';

/** Answers show up while the page is open: checked each minute while the tab is in view. */
const POLL = { pollingInterval: 60_000, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `reader-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="md">
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A query's loading and error states, the same in each section. */
function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T; isLoading: boolean; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Skeleton height={56} radius="md" />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" variant="light" title={READER_SPACE_MESSAGES.loadFailed}>
        <Button size="xs" variant="white" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}

/**
 * /reader/home: the reader's own space. Search the catalog and ask for a book, see their own
 * requests and answers and their own reading list. No scanner, no admin, no other readers.
 */
export function ReaderHomePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector(selectReaderSession);
  const skip = !session;
  const me = useReaderMeQuery(undefined, { skip });
  const requests = useReaderRequestsQuery(undefined, { skip, ...POLL });
  const list = useReaderReadingListQuery(undefined, { skip, ...POLL });
  const [logout, loggingOut] = useReaderLogoutMutation();
  const [asking, setAsking] = useState<CatalogMatch | null>(null);

  const waiting = useMemo(() => (requests.data ?? []).filter((r) => r.status === 'pending'), [requests.data]);

  if (!session) return <Navigate to="/reader" replace />;

  const name = me.data?.name ?? session.reader.name;
  const askWho = me.data?.parent_first_name?.trim() || 'Your grown-up';

  const signOut = async () => {
    // The session ends here whatever the server says (offline, already expired).
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(readerSignedOut());
    void navigate('/reader', { replace: true });
  };

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <title>{`${name}’s books · ShelfCheck`}</title>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}>
        <Container size={720} h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand asLink={false} />
            <Button variant="default" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={() => void signOut()} loading={loggingOut.isLoading}>
              Sign out
            </Button>
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main" size={720} py="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Hi, {name}!
            </Title>
            <Text c="dimmed">Find a book you would like to read and ask {askWho === 'Your grown-up' ? 'your grown-up' : askWho}.</Text>
          </div>
          <Section title="Find a book">
            <Stack gap="md">
              <BookSearch waiting={waiting} onAsk={setAsking} />
              <Accordion variant="contained" radius="md">
                <Accordion.Item value="other">
                  <Accordion.Control>Ask for a book not in the list</Accordion.Control>
                  <Accordion.Panel>
                    <AskOtherBookForm />
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
            </Stack>
          </Section>
          <Section title="My requests">
            <Loaded query={requests}>{(data) => <MyRequests requests={data} askWho={askWho} />}</Loaded>
          </Section>
          <Section title="My reading list">
            <Loaded query={list}>{(data) => <MyReadingList items={data} />}</Loaded>
          </Section>
        </Stack>
      </Container>
      <AskDialog book={asking} askWho={askWho} onClose={() => setAsking(null)} />
    </Box>
  );
}
