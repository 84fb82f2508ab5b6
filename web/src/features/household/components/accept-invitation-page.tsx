import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HOUSEHOLD_ROLE_LABELS } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { useAcceptInvitationMutation } from '../../../app/session/household.api.js';
import { PageLayout } from '../../../components/page-layout.js';
import { HOUSEHOLD_TEXTS as T } from '../model/household-texts.js';

/** /household/accept?token=…: the invited adult, signed in, joins the household (once). */
export function AcceptInvitationPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [accept, result] = useAcceptInvitationMutation();
  const sent = useRef(false);

  useEffect(() => {
    // one call per visit (React's development double effects included): the token works once
    if (status !== 'signedIn' || token === '' || sent.current) return;
    sent.current = true;
    void accept({ token });
  }, [status, token, accept]);

  return (
    <PageLayout>
      <title>{`${T.acceptTitle} · ShelfCheck`}</title>
      <Container size={560} py={{ base: 'xl', sm: 48 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h2">
              {result.isSuccess ? T.acceptedTitle : T.acceptTitle}
            </Title>
            {token === '' ? (
              <Alert color="red" w="100%">
                {T.noToken}
              </Alert>
            ) : status === 'signedOut' ? (
              <>
                <Text>{T.signInFirst}</Text>
                <Button component={Link} to={`/auth?next=${encodeURIComponent(`/household/accept?token=${encodeURIComponent(token)}`)}`}>
                  {T.signIn}
                </Button>
              </>
            ) : result.isSuccess ? (
              <>
                <Text>{`${T.acceptedBody} Your role: ${HOUSEHOLD_ROLE_LABELS[result.data.role]}.`}</Text>
                <Button component={Link} to="/book-scanner">
                  {T.goToScanner}
                </Button>
                <Button component={Link} to="/household" variant="subtle">
                  See the household
                </Button>
              </>
            ) : result.isError ? (
              <>
                <Alert color="red" w="100%" title="This invitation cannot be used">
                  {apiErrorMessage(result.error) ?? T.failed}
                </Alert>
                <Button component={Link} to="/book-scanner" variant="default">
                  {T.goToScanner}
                </Button>
              </>
            ) : (
              <Stack align="center" w="100%" py="md" gap="xs">
                <Loader color="sage" />
                <Text>{T.accepting}</Text>
              </Stack>
            )}
          </Stack>
        </Paper>
      </Container>
    </PageLayout>
  );
}
