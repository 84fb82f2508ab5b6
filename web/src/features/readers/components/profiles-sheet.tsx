import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useHouseholdCan, useHouseholdHolderName } from '../../../app/session/household.api.js';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet/bottom-sheet.js';
import { SELF_READER_ID } from '../../../../../domain/index.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { readerSelected, selectedReaderDeleted, selectSelectedReaderId } from '../../../app/reader-selection.slice.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { useDeleteReadingProfileMutation, useGetFamilyMembersQuery, useGetReadingProfileQuery, useRemoveFamilyMemberMutation } from '../api/readers.api.js';
import { useSaveSummaryText } from '../api/use-save-summary-text.js';
import { READER_MESSAGES } from '../model/reader-messages.js';
import { memberReaderView, selfReaderView } from '../model/reader-view.js';
import type { ReaderView } from '../model/reader.types.js';
import type { QuizTarget } from '../model/quiz-target.js';
import { DeleteProfileDialog } from './delete-profile-dialog.js';
import { ProfileRow } from './profile-row.js';
import { ProfileSummaryDialog } from './profile-summary-dialog.js';
import { ReaderQuizModal } from './reader-quiz-modal.js';
import { ReaderSignInDialog } from './reader-sign-in-dialog.js';
import { ShareCardDialog } from './share-card-dialog.js';
import classes from './readers.module.css';
import { skipWhileClosed } from '../../../components/skip-while-closed.js';

interface Props {
  opened: boolean;
  onClose: () => void;
  /**
   * The subscription block (plan, expiry, Manage / Upgrade). It lives in the subscription feature,
   * and features do not import each other, so the page composing the sheet passes it in.
   */
  footer?: ReactNode;
}

/** Spec §2 'Profiles': the account holder (You/Adult), each family member, Add Family Member. */
export const ProfilesSheet = skipWhileClosed(
  function ProfilesSheet({ opened, onClose, footer }: Props) {
    const dispatch = useAppDispatch();
    const { firstName, status } = useAuth();
    const skip = status !== 'signedIn';
    const members = useGetFamilyMembersQuery(undefined, { skip });
    const profile = useGetReadingProfileQuery(undefined, { skip });
    const selectedId = useAppSelector(selectSelectedReaderId);
    // a viewer in a household sees the readers and chooses one, without the controls that change them
    const canEdit = useHouseholdCan('edit_readers');
    const holderName = useHouseholdHolderName();
    const [removeMember, removing] = useRemoveFamilyMemberMutation();
    const [deleteOwnProfile, deletingOwn] = useDeleteReadingProfileMutation();
    const { save: saveText, saving } = useSaveSummaryText();

    const [quiz, setQuiz] = useState<QuizTarget | null>(null);
    const [viewing, setViewing] = useState<ReaderView | null>(null);
    const [deleting, setDeleting] = useState<ReaderView | null>(null);
    const [signInFor, setSignInFor] = useState<ReaderView | null>(null);
    const [shareFor, setShareFor] = useState<ReaderView | null>(null);

    const self = selfReaderView(firstName, profile.data, holderName);
    const memberRows = members.data ?? [];
    const knownIds = new Set([SELF_READER_ID, ...memberRows.map((m) => m.id)]);
    const activeId = knownIds.has(selectedId) ? selectedId : SELF_READER_ID;

    const select = (id: string) => {
      if (id !== selectedId) dispatch(readerSelected(id));
      onClose();
    };

    const editTarget = (reader: ReaderView): QuizTarget | null => {
      if (reader.isSelf) return { kind: 'self', name: self.name, profile: profile.data ?? null };
      const member = memberRows.find((m) => m.id === reader.id);
      return member ? { kind: 'member', member } : null;
    };

    const summaryOf = (reader: ReaderView): string | null =>
      reader.isSelf ? (profile.data?.reading_filter ?? null) : (memberRows.find((m) => m.id === reader.id)?.ai_summary ?? null);

    const confirmDelete = async () => {
      if (!deleting) return;
      try {
        if (deleting.isSelf) await deleteOwnProfile().unwrap();
        else await removeMember(deleting.id).unwrap();
        if (!deleting.isSelf && deleting.id === selectedId) dispatch(selectedReaderDeleted());
        notifications.show({ color: 'sage.8', message: READER_MESSAGES.profileDeleted });
        setDeleting(null);
      } catch {
        notifications.show(
          deleting.isSelf
            ? { color: 'red', title: READER_MESSAGES.ownProfileDeleteFailedTitle, message: READER_MESSAGES.ownProfileDeleteFailed }
            : { color: 'red', message: READER_MESSAGES.profileDeleteFailed },
        );
      }
    };

    const rows = [self, ...memberRows.map(memberReaderView)];
    const loading = members.isLoading || profile.isLoading;

    return (
      <>
        <BottomSheet opened={opened} onClose={onClose} title="Profiles" headerMaxWidth={672}>
          <Stack gap="lg" className={classes.sheetBody} pb="xl">
            <Stack gap="xs">
              <Title order={3} size="h5" c="dimmed" tt="uppercase" lts={0.5}>
                Who is reading?
              </Title>
              {members.isError && (
                <Alert color="red" variant="light" title={READER_MESSAGES.familyLoadFailed}>
                  <Button size="xs" variant="white" onClick={() => void members.refetch()}>
                    Try again
                  </Button>
                </Alert>
              )}
              {loading
                ? [0, 1].map((i) => <Skeleton key={i} height={76} radius="lg" />)
                : rows.map((reader) => (
                    <ProfileRow
                      key={reader.id}
                      reader={reader}
                      selected={reader.id === activeId}
                      onSelect={() => select(reader.id)}
                      onViewProfile={() => setViewing(reader)}
                      onEdit={() => setQuiz(editTarget(reader))}
                      onTakeQuiz={() => setQuiz(editTarget(reader))}
                      onDelete={() => setDeleting(reader)}
                      onReaderSignIn={() => setSignInFor(reader)}
                      onShareCard={() => setShareFor(reader)}
                      canEdit={canEdit}
                    />
                  ))}
              {!loading && memberRows.length === 0 && (
                <Text fz="sm" c="dimmed">
                  Add each child who reads, so every book is judged for their age and your comfort levels.
                </Text>
              )}
              {canEdit ? (
                <Button
                  size="lg"
                  variant="light"
                  leftSection={<IconUserPlus size={20} aria-hidden="true" />}
                  onClick={() => setQuiz({ kind: 'newMember' })}
                  fullWidth
                  mt={4}
                >
                  Add Family Member
                </Button>
              ) : (
                <Text fz="sm" c="dimmed">
                  As a viewer in this household you can choose a reader and check books, but not change readers.
                </Text>
              )}
            </Stack>
            {footer}
          </Stack>
        </BottomSheet>

        <ReaderQuizModal
          target={quiz}
          onClose={() => setQuiz(null)}
          // A parent who has just added a child most likely wants to check books for them next.
          onFinished={(id) => {
            if (quiz?.kind === 'newMember') dispatch(readerSelected(id));
          }}
        />
        <ProfileSummaryDialog
          opened={viewing !== null}
          onClose={() => setViewing(null)}
          title={viewing?.isSelf ? 'Your Reading Profile' : `${viewing?.name ?? ''}’s Reading Profile`}
          summary={viewing ? summaryOf(viewing) : null}
          saving={saving}
          onSave={(text) => (viewing ? saveText(viewing.id, text) : Promise.resolve(false))}
          emptyAction={
            viewing && (
              <Button
                variant="default"
                onClick={() => {
                  const target = editTarget(viewing);
                  setViewing(null);
                  setQuiz(target);
                }}
              >
                Take the quiz
              </Button>
            )
          }
        />
        <ReaderSignInDialog reader={signInFor} onClose={() => setSignInFor(null)} />
        <ShareCardDialog reader={shareFor} onClose={() => setShareFor(null)} />
        <DeleteProfileDialog
          opened={deleting !== null}
          name={deleting && !deleting.isSelf ? deleting.name : null}
          deleting={removing.isLoading || deletingOwn.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      </>
    );
  },
  (props) => props.opened,
);
