import { Alert, Anchor, Box, Button, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconSearch } from '@tabler/icons-react';
import { Fragment, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { apiErrorCode, apiErrorMessage } from '../../../app/api-error.js';
import { PageLayout } from '../../../components/page-layout.js';
import { sharedCardPdfUrl, useGetSharedCardQuery, useLazySearchSharedCardQuery } from '../api/shared-card.api.js';
import { LINK_PROBLEM_TITLES, SHARED_PAGE_MESSAGES, verdictColor, type SharedCard, type SharedSearchHit } from '../model/shared-card.types.js';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

function Verdict({ level, words }: { level: SharedSearchHit['match_level'] | null; words: string }) {
  return (
    // a Badge would cut a long verdict with an ellipsis on a phone; this wraps
    <Text
      component="span"
      fz="sm"
      fw={700}
      px="xs"
      py={4}
      c={level ? 'white' : 'gray.8'}
      bg={level ? verdictColor(level) : 'gray.1'}
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'inline-block', lineHeight: 1.35 }}
    >
      {words}
    </Text>
  );
}

/** The search box: a verdict for any catalog book, for this reader. */
function BookCheck({ token, name }: { token: string; name: string }) {
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, result] = useLazySearchSharedCardQuery();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (q.trim() === '') {
      setProblem(SHARED_PAGE_MESSAGES.queryRequired);
      return;
    }
    setProblem(null);
    setAsked(q.trim());
    void search({ token, q: q.trim() });
  };

  const hits = result.data ?? [];
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="check-title">
      <Stack gap="sm">
        <Title id="check-title" order={2} size="h3">
          Check a book for {name}
        </Title>
        <form onSubmit={submit} noValidate aria-label={`Check a book for ${name}`}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Title, author or ISBN"
              placeholder="e.g. Charlotte’s Web"
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              error={problem}
              size="md"
            />
            <Button type="submit" size="md" mt={25} leftSection={<IconSearch size={18} aria-hidden="true" />} loading={result.isFetching}>
              Check
            </Button>
          </Group>
        </form>
        {result.isError && !result.isFetching && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(result.error) ?? SHARED_PAGE_MESSAGES.searchFailed}
          </Alert>
        )}
        {asked &&
          result.isSuccess &&
          !result.isFetching &&
          (hits.length === 0 ? (
            <Text c="dimmed" role="status">
              {SHARED_PAGE_MESSAGES.noMatch}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" aria-label="Results" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {hits.map((hit) => (
                <Card key={`${hit.isbn ?? ''}${hit.title}`} withBorder radius="md" p="sm" component="li">
                  <Stack gap={6}>
                    <div>
                      <Text fw={700}>{hit.title}</Text>
                      <Text fz="sm" c="dimmed">
                        {hit.author}
                      </Text>
                    </div>
                    <Group gap="xs">
                      <Verdict level={hit.match_level} words={hit.verdict} />
                    </Group>
                    {hit.conflicts.length > 0 && (
                      <Text fz="sm">
                        <IconAlertTriangle size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> Above {name}’s comfort levels:{' '}
                        {hit.conflicts.map((c) => c.label).join(', ')}
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
          ))}
      </Stack>
    </Card>
  );
}

function CardView({ card, token }: { card: SharedCard; token: string }) {
  const name = card.first_name;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{name}’s reading card</Title>
        <Text c="dimmed">
          The comfort levels {name}’s parent set in ShelfCheck, and how books fit them. This link works until {dateOf(card.expires_at)}.
        </Text>
        <Group mt="xs">
          <Button component="a" href={sharedCardPdfUrl(token)} download variant="light" leftSection={<IconDownload size={18} aria-hidden="true" />}>
            Download printable card (PDF)
          </Button>
        </Group>
      </Stack>

      <BookCheck token={token} name={name} />

      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="books-title">
        <Title id="books-title" order={2} size="h3" mb="sm">
          Books on {name}’s list
        </Title>
        {card.books.length === 0 ? (
          <Text c="dimmed">No books on the list yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {card.books.map((b, i) => (
              <Group key={`${b.title}-${i}`} component="li" justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={600}>{b.title}</Text>
                  <Text fz="sm" c="dimmed">
                    {b.author}
                  </Text>
                </div>
                <Verdict level={b.match_level} words={b.verdict} />
              </Group>
            ))}
          </Stack>
        )}
        {card.books_total > card.books.length && (
          <Text fz="sm" c="dimmed" mt="xs">
            and {card.books_total - card.books.length} more
          </Text>
        )}
      </Card>

      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="comfort-title">
        <Title id="comfort-title" order={2} size="h3" mb="sm">
          {name}’s comfort levels
        </Title>
        <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)', columnGap: 16, rowGap: 8 }}>
          {card.comfort.map((c) => (
            <Fragment key={c.category}>
              <Text component="dt" fw={600} fz="sm">
                {c.label}
              </Text>
              <Text component="dd" m={0} fz="sm" c={c.level === 0 ? 'red.8' : undefined}>
                {c.words}
              </Text>
            </Fragment>
          ))}
        </Box>
      </Card>
    </Stack>
  );
}

/** /share/:token: a reader's card for someone without an account. */
export function ShareCardPage() {
  const { token = '' } = useParams();
  const card = useGetSharedCardQuery(token, { refetchOnMountOrArgChange: true });
  const code = apiErrorCode(card.error);
  return (
    <PageLayout>
      <title>{card.data ? `${card.data.first_name}’s reading card · ShelfCheck` : 'Reading card · ShelfCheck'}</title>
      <Container size={760} py={{ base: 'lg', sm: 40 }}>
        {card.isLoading ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading the card" />
          </Group>
        ) : card.data ? (
          <CardView card={card.data} token={token} />
        ) : (
          <Alert color={code ? 'yellow' : 'red'} variant="light" title={(code && LINK_PROBLEM_TITLES[code]) || 'Something went wrong'} role="alert">
            <Stack gap="xs">
              <Text>{apiErrorMessage(card.error) ?? SHARED_PAGE_MESSAGES.loadFailed}</Text>
              {!code && (
                <Group>
                  <Button size="xs" variant="white" onClick={() => void card.refetch()}>
                    Try again
                  </Button>
                </Group>
              )}
              <Text fz="sm">
                ShelfCheck helps families choose books.{' '}
                <Anchor component={Link} to="/">
                  Learn more
                </Anchor>
              </Text>
            </Stack>
          </Alert>
        )}
      </Container>
    </PageLayout>
  );
}
