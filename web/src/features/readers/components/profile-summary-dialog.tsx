import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { useMediaQueryNow } from '../../../app/media-query.js';
import { useState } from 'react';
import { HEADING_TITLE_STYLES } from './modal-styles.js';
import classes from './readers.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** 'Your Reading Profile' or 'Mia’s Reading Profile'. */
  title: string;
  summary: string | null;
  /** Saves the edited text; resolves true when saved. */
  onSave: (text: string) => Promise<boolean>;
  saving: boolean;
  /** Shown when there is no summary yet (e.g. a 'Take the quiz' button). */
  emptyAction?: React.ReactNode;
}

/** The AI reading profile, readable, and editable as free text with Save and Cancel. */
export function ProfileSummaryDialog({ opened, onClose, title, summary, onSave, saving, emptyAction }: Props) {
  const phone = useMediaQueryNow('(max-width: 36em)');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(summary ?? '');
  // opening, or a new summary while open, shows the summary itself, the draft set to it (adjusted while rendering)
  const [shownAs, setShownAs] = useState({ opened, summary });
  if (shownAs.opened !== opened || shownAs.summary !== summary) {
    setShownAs({ opened, summary });
    if (opened) {
      setEditing(false);
      setDraft(summary ?? '');
    }
  }

  const save = async () => {
    if (await onSave(draft.trim())) setEditing(false);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone} zIndex={300} styles={HEADING_TITLE_STYLES}>
      {editing ? (
        <Stack gap="md">
          <Textarea
            label="Reading profile"
            description="Change anything that does not sound right. Books are judged against this text."
            autosize
            minRows={8}
            maxRows={20}
            maxLength={20000}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" className={classes.stickyActions}>
            <Button
              variant="default"
              onClick={() => {
                setDraft(summary ?? '');
                setEditing(false);
              }}
              disabled={saving}
            >
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {summary ? (
            <Text style={{ whiteSpace: 'pre-wrap' }} fz="md" lh={1.65}>
              {summary}
            </Text>
          ) : (
            <Text c="dimmed">No AI profile yet. Take the reading quiz and one will be written for you.</Text>
          )}
          <Group justify="flex-end" className={classes.stickyActions}>
            {summary ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : (
              emptyAction
            )}
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
