import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { normalizeReaderCode } from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { readerSignedIn, selectReaderSession, selectReaderSessionEndedBecause } from '../../../app/session/reader-session.slice.js';
import { SignInShell } from '../../../components/sign-in-shell.js';
import { useSignInWithReaderCodeMutation } from '../api/reader-space.api.js';
import { READER_SPACE_MESSAGES } from '../model/reader-space-messages.js';

/** /reader: "I'm a reader". A family member types the code their parent made for them. */
export function ReaderSignInPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector(selectReaderSession);
  const endedBecause = useAppSelector(selectReaderSessionEndedBecause);
  const [signIn, signingIn] = useSignInWithReaderCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (session) return <Navigate to="/reader/home" replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (normalizeReaderCode(code) === '') {
      setError(READER_SPACE_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    try {
      const result = await signIn({ code: code.trim() }).unwrap();
      dispatch(readerSignedIn(result));
      void navigate('/reader/home', { replace: true });
    } catch (e) {
      setError(apiErrorMessage(e as never) ?? READER_SPACE_MESSAGES.signInFailed);
    }
  };

  return (
    <SignInShell
      pageTitle="I’m a reader · ShelfCheck"
      heading="I’m a reader"
      lead="Type the sign-in code your grown-up gave you."
      after={
        <Text ta="center" fz="sm" c="dimmed" mt="lg">
          Not a reader?{' '}
          <Anchor component={Link} to="/auth">
            Parents sign in here
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Reader sign in">
        <Stack gap="md">
          {endedBecause && !error && (
            <Alert color="yellow" variant="light" role="status">
              {READER_SPACE_MESSAGES.sessionEnded}
            </Alert>
          )}
          <TextInput
            label="Your sign-in code"
            placeholder="ABCD-EFGH"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            size="lg"
            maxLength={20}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 3, fontSize: 24, textAlign: 'center' } }}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={signingIn.isLoading}>
            Sign in
          </Button>
        </Stack>
      </form>
    </SignInShell>
  );
}
