import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks.js';
import { useHouseholdCan } from '../../../app/session/household.api.js';
import { readerSelected } from '../../../app/reader-selection.slice.js';
import { useGetFamilyMembersQuery, useGetReadingProfileQuery } from '../api/readers.api.js';
import { useSelectedReader } from '../api/use-selected-reader.js';
import type { QuizTarget } from '../model/quiz-target.js';
import { ReaderQuizModal } from './reader-quiz-modal.js';

function PromptCard({ icon, title, text, action, onClick }: { icon: React.ReactNode; title: string; text: string; action: string; onClick: () => void }) {
  return (
    <Card padding="md" radius="lg">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">{icon}</ThemeIcon>
          <div>
            <Title order={3} size="h5">{title}</Title>
            <Text fz="sm" c="dimmed" mt={2}>{text}</Text>
          </div>
        </Group>
        <Button onClick={onClick} fullWidth>{action}</Button>
      </Stack>
    </Card>
  );
}

/**
 * The cards that invite a parent to create profiles: the own reading quiz while it is not taken,
 * a first family member while there is none. Once both exist it steps aside (renders nothing), as it
 * does for a viewer in a household.
 */
export function CreateProfilePrompt() {
  const dispatch = useAppDispatch();
  const { readers, isLoading } = useSelectedReader();
  const members = useGetFamilyMembersQuery();
  const profile = useGetReadingProfileQuery();
  const [quiz, setQuiz] = useState<QuizTarget | null>(null);
  const self = readers.find((r) => r.isSelf);
  const needsOwn = !!self && !self.hasCompletedQuiz;
  const needsMember = (members.data?.length ?? 0) === 0;
  // a viewer in a household does not set readers up
  const canEdit = useHouseholdCan('edit_readers');

  if (!canEdit || isLoading || (!needsOwn && !needsMember && quiz === null)) return null;
  return (
    <section aria-labelledby="create-profile-title">
      <Title id="create-profile-title" order={2} size="h4" mb="xs">Set up your readers</Title>
      <SimpleGrid cols={{ base: 1, sm: needsOwn && needsMember ? 2 : 1 }} spacing="sm">
        {needsMember && (
          <PromptCard
            icon={<IconUserPlus size={22} />}
            title="Add a family member"
            text="A short quiz about what they love and what you'd rather they skip. Every book is then judged for them."
            action="Add Family Member"
            onClick={() => setQuiz({ kind: 'newMember' })}
          />
        )}
        {needsOwn && self && (
          <PromptCard
            icon={<IconBook2 size={22} />}
            title="Create your reading profile"
            text="Reading for yourself too? Take the quiz to get picks that fit your own taste."
            action="Take the quiz"
            onClick={() => setQuiz({ kind: 'self', name: self.name, profile: profile.data ?? null })}
          />
        )}
      </SimpleGrid>
      <ReaderQuizModal target={quiz} onClose={() => setQuiz(null)} onFinished={(id) => dispatch(readerSelected(id))} />
    </section>
  );
}
