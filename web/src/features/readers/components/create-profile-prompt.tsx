import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconUserPlus } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks.js';
import { useHouseholdCan } from '../../../app/session/household.api.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { readerSelected } from '../../../app/reader-selection.slice.js';
import { useGetFamilyMembersQuery, useGetReadingProfileQuery } from '../api/readers.api.js';
import { useSelectedReader } from '../api/use-selected-reader.js';
import type { QuizTarget } from '../model/quiz-target.js';
import { ReaderQuizModal } from './reader-quiz-modal.js';

/**
 * What the prompt showed last time for an account, kept on this device: while the readers load,
 * the page shows the same thing at once, so nothing jumps when they arrive (issue 20: the signed-in
 * scanner renders from storage). An account this device has not seen yet is taken as new (both
 * cards): a new account's first scanner is the common case.
 */
const PROMPT_MEMORY_KEY = 'shelfcheck.setupPrompt';
interface PromptMemory {
  userId: string;
  needsOwn: boolean;
  needsMember: boolean;
}

function rememberedPrompt(userId: string | undefined): Omit<PromptMemory, 'userId'> {
  try {
    const raw = window.localStorage.getItem(PROMPT_MEMORY_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<PromptMemory>) : null;
    if (stored && stored.userId === userId) return { needsOwn: stored.needsOwn === true, needsMember: stored.needsMember === true };
  } catch {
    // no storage or a corrupt entry: as for an account not seen yet
  }
  return { needsOwn: true, needsMember: true };
}

function rememberPrompt(memory: PromptMemory): void {
  try {
    window.localStorage.setItem(PROMPT_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // the next load may jump once more; nothing else depends on it
  }
}

function PromptCard({
  card,
  icon,
  title,
  text,
  action,
  onClick,
  disabled,
}: {
  card: 'member' | 'own';
  icon: React.ReactNode;
  title: string;
  text: string;
  action: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Card padding="md" radius="lg" data-setup-card={card}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={3} size="h5">
              {title}
            </Title>
            <Text fz="sm" c="dimmed" mt={2}>
              {text}
            </Text>
          </div>
        </Group>
        <Button onClick={onClick} fullWidth disabled={disabled}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The cards that invite a parent to create profiles: the own reading quiz while it is not taken,
 * a first family member while there is none. Once both exist it steps aside (renders nothing), as it
 * does for a viewer in a household.
 */
export const CreateProfilePrompt = memo(function CreateProfilePrompt() {
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const { readers, isLoading } = useSelectedReader();
  const members = useGetFamilyMembersQuery();
  const profile = useGetReadingProfileQuery();
  const [quiz, setQuiz] = useState<QuizTarget | null>(null);
  const self = readers.find((r) => r.isSelf);
  const known = isLoading ? rememberedPrompt(user?.id) : null;
  const needsOwn = known ? known.needsOwn : !!self && !self.hasCompletedQuiz;
  const needsMember = known ? known.needsMember : (members.data?.length ?? 0) === 0;
  useEffect(() => {
    if (!isLoading && user) rememberPrompt({ userId: user.id, needsOwn, needsMember });
  }, [isLoading, needsMember, needsOwn, user]);

  // a viewer in a household does not set readers up
  const canEdit = useHouseholdCan('edit_readers');

  if (!canEdit || (!needsOwn && !needsMember && quiz === null)) return null;
  return (
    // data-setup-*: the prerendered scanner shows the cards this device remembers before the app runs
    // (web/public/scanner-first-paint.js, web/build/first-page.mjs)
    <section aria-labelledby="create-profile-title" data-setup-prompt-section>
      <Title id="create-profile-title" order={2} size="h4" mb="xs">
        Set up your readers
      </Title>
      <SimpleGrid cols={{ base: 1, sm: needsOwn && needsMember ? 2 : 1 }} spacing="sm" data-setup-grid>
        {needsMember && (
          <PromptCard
            card="member"
            icon={<IconUserPlus size={22} />}
            title="Add a family member"
            text="A short quiz about what they love and what you'd rather they skip. Every book is then judged for them."
            action="Add Family Member"
            onClick={() => setQuiz({ kind: 'newMember' })}
            disabled={isLoading}
          />
        )}
        {needsOwn && (
          <PromptCard
            card="own"
            icon={<IconBook2 size={22} />}
            title="Create your reading profile"
            text="Reading for yourself too? Take the quiz to get picks that fit your own taste."
            action="Take the quiz"
            onClick={() => self && setQuiz({ kind: 'self', name: self.name, profile: profile.data ?? null })}
            disabled={isLoading || !self}
          />
        )}
      </SimpleGrid>
      <ReaderQuizModal target={quiz} onClose={() => setQuiz(null)} onFinished={(id) => dispatch(readerSelected(id))} />
    </section>
  );
});
