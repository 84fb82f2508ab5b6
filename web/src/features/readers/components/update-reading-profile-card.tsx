import { Button, Card, Group, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { useMediaQueryNow } from '../../../app/media-query.js';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useUpdateProfileFromBooksMutation } from '../api/readers.api.js';
import { useSaveSummaryText } from '../api/use-save-summary-text.js';
import { useSelectedReader } from '../api/use-selected-reader.js';
import { READER_MESSAGES } from '../model/reader-messages.js';
import { readerWords } from '../model/reader-words.js';
import { ProfileSummaryDialog } from './profile-summary-dialog.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';

/** 'Update Reading Profile': books liked and not liked refine the selected reader's summary. */
export const UpdateReadingProfileCard = memo(function UpdateReadingProfileCard() {
  const phone = useMediaQueryNow('(max-width: 36em)');
  const { reader } = useSelectedReader();
  const [update, { isLoading }] = useUpdateProfileFromBooksMutation();
  const { save: saveText, saving } = useSaveSummaryText();
  const [open, setOpen] = useState(false);
  const [liked, setLiked] = useState('');
  const [disliked, setDisliked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState<{ readerId: string; summary: string } | null>(null);
  const words = readerWords(reader?.isSelf ?? true, reader?.name ?? '');
  const isYou = words.subject === 'you';

  const submit = async () => {
    if (!reader) {
      notifications.show({ color: 'red', title: READER_MESSAGES.noMemberTitle, message: READER_MESSAGES.noMember });
      return;
    }
    if (liked.trim() === '' && disliked.trim() === '') {
      setError(READER_MESSAGES.addInformation);
      return;
    }
    setError(null);
    try {
      const result = await update({ reader_id: reader.id, booksLiked: liked.trim(), booksDisliked: disliked.trim() }).unwrap();
      notifications.show({
        color: 'sage.8',
        title: READER_MESSAGES.profileUpdated,
        message: isYou ? 'Your reading profile now reflects these books.' : `${reader.name}’s reading profile now reflects these books.`,
      });
      setOpen(false);
      setLiked('');
      setDisliked('');
      setUpdated({ readerId: reader.id, summary: result.summary });
    } catch (e) {
      notifications.show({ color: 'red', title: READER_MESSAGES.updateFailed, message: apiErrorMessage(e as never) ?? 'Please try again.' });
    }
  };

  return (
    <>
      <Card padding="md" radius="lg" component="section" aria-labelledby="update-profile-title">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light" color="sage" aria-hidden="true">
            <IconRefresh size={22} />
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Title id="update-profile-title" order={2} size="h5">
              Update Reading Profile
            </Title>
            <Text fz="sm" c="dimmed">
              {isYou ? 'Tell us about books you loved or didn’t enjoy,' : `Tell us about books ${words.subject} loved or didn’t enjoy,`} and the next picks get
              better.
            </Text>
            <Button variant="default" onClick={() => setOpen(true)} disabled={!reader} mt={4} style={{ alignSelf: 'flex-start' }}>
              Update Reading Profile
            </Button>
          </Stack>
        </Group>
      </Card>

      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Update Reading Profile"
        size="lg"
        fullScreen={phone}
        zIndex={300}
        styles={HEADING_TITLE_STYLES}
      >
        <Stack
          component="form"
          gap="md"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Text c="dimmed">{reader ? `For ${reader.displayName}. Fill in either box, or both.` : READER_MESSAGES.noMember}</Text>
          <Textarea
            label="Books liked"
            placeholder="e.g. Holes, Wonder, The Wild Robot"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={10000}
            value={liked}
            onChange={(e) => setLiked(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Books not liked"
            placeholder="e.g. anything too scary, Goosebumps"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={10000}
            value={disliked}
            onChange={(e) => setDisliked(e.currentTarget.value)}
          />
          {error && (
            <Text c="red.8" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Update Profile
            </Button>
          </Group>
        </Stack>
      </Modal>

      <ProfileSummaryDialog
        opened={updated !== null}
        onClose={() => setUpdated(null)}
        title={isYou ? 'Your Reading Profile' : `${reader?.name ?? ''}’s Reading Profile`}
        summary={updated?.summary ?? null}
        saving={saving}
        onSave={async (text) => {
          if (!updated) return false;
          const ok = await saveText(updated.readerId, text);
          if (ok) setUpdated({ ...updated, summary: text });
          return ok;
        }}
      />
    </>
  );
});
