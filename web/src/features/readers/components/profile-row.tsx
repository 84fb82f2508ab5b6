import { ActionIcon, Avatar, Badge, Button, Card, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconEdit, IconKey, IconSettings, IconShare, IconSparkles, IconTrash } from '@tabler/icons-react';
import { canHaveReaderSignIn, READER_SIGN_IN_MESSAGES } from '../model/reader-sign-in.js';
import type { ReaderView } from '../model/reader.types.js';
import classes from './readers.module.css';

interface Props {
  reader: ReaderView;
  selected: boolean;
  onSelect: () => void;
  onViewProfile: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Starts the quiz of a reader who has not taken it. */
  onTakeQuiz: () => void;
  /** Opens the member's reader sign-in (code); members only. */
  onReaderSignIn?: () => void;
  /** Opens "Share <name>'s card" (read-only links); members only. */
  onShareCard?: () => void;
  /** False for a viewer in a household: no edit, sign-in code, delete or quiz controls. */
  canEdit?: boolean;
}

const initials = (name: string) => name.trim().slice(0, 1).toUpperCase() || '?';

/** One reader in the Profiles sheet: tap to read for them; the gear holds the profile actions. */
export function ProfileRow({ reader, selected, onSelect, onViewProfile, onEdit, onDelete, onTakeQuiz, onReaderSignIn, onShareCard, canEdit = true }: Props) {
  const detail = reader.isSelf ? null : `Age ${reader.age} · ${reader.readingLevel}`;
  return (
    <Card padding="sm" radius="lg" className={classes.row} data-selected={selected || undefined}>
      <Group wrap="nowrap" gap="sm" align="center">
        <UnstyledButton className={classes.rowMain} onClick={onSelect} aria-pressed={selected}>
          <Group wrap="nowrap" gap="sm">
            <Avatar
              radius="xl"
              size={44}
              color={reader.isSelf ? (selected ? 'sage.8' : 'sage') : selected ? 'terracotta.7' : 'terracotta'}
              variant={selected ? 'filled' : 'light'}
              aria-hidden="true"
            >
              {initials(reader.name)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={700} fz="lg" lineClamp={1}>
                  <VisuallyHidden component="span">Check books for </VisuallyHidden>
                  {reader.name}
                </Text>
                {reader.isSelf && (
                  <>
                    <Badge variant="filled" color="sage.8" size="sm">
                      {reader.heldByOther ? 'Account holder' : 'You'}
                    </Badge>
                    <Badge variant="outline" color="gray" size="sm">
                      Adult
                    </Badge>
                  </>
                )}
              </Group>
              {detail && (
                <Text fz="sm" c="dimmed">
                  {detail}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
        {selected ? (
          <Group gap={4} wrap="nowrap" c="sage.9" aria-hidden="true">
            <IconCircleCheckFilled size={22} />
            <Text fz="sm" fw={600} visibleFrom="xs">
              Selected
            </Text>
          </Group>
        ) : (
          <Button variant="default" size="sm" onClick={onSelect} tabIndex={-1} aria-hidden="true" visibleFrom="xs">
            Select
          </Button>
        )}
        <Menu position="bottom-end" withinPortal shadow="md" zIndex={350} styles={{ item: { minHeight: 44 } }}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Profile options for ${reader.name}`}>
              <IconSettings size={22} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconSparkles size={18} aria-hidden="true" />} onClick={onViewProfile}>
              View AI Profile
            </Menu.Item>
            {canEdit && (
              <Menu.Item leftSection={<IconEdit size={18} aria-hidden="true" />} onClick={onEdit}>
                Edit Profile
              </Menu.Item>
            )}
            {canEdit &&
              !reader.isSelf &&
              onReaderSignIn &&
              (canHaveReaderSignIn(reader.age) ? (
                <Menu.Item leftSection={<IconKey size={18} aria-hidden="true" />} onClick={onReaderSignIn}>
                  Reader sign-in
                </Menu.Item>
              ) : (
                <Menu.Item leftSection={<IconKey size={18} aria-hidden="true" />} disabled style={{ whiteSpace: 'normal', maxWidth: 260 }}>
                  <Text fz="sm" c="dimmed" component="span" style={{ display: 'block' }}>
                    Reader sign-in
                  </Text>
                  <Text fz="xs" c="dimmed" component="span" style={{ display: 'block' }}>
                    {READER_SIGN_IN_MESSAGES.tooYoung}
                  </Text>
                </Menu.Item>
              ))}
            {canEdit && !reader.isSelf && onShareCard && (
              <Menu.Item leftSection={<IconShare size={18} aria-hidden="true" />} onClick={onShareCard}>
                Share {reader.name}’s card
              </Menu.Item>
            )}
            {canEdit && <Menu.Divider />}
            {canEdit && (
              <Menu.Item color="red" leftSection={<IconTrash size={18} aria-hidden="true" />} onClick={onDelete}>
                Delete Profile
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {canEdit && !reader.hasCompletedQuiz && (
        // Wraps rather than squeezing: at 320 px the sentence would otherwise stand one word a line.
        <Group justify="space-between" gap="xs" mt="xs" pl={56} wrap="wrap">
          <Text fz="sm" c="dimmed" style={{ flex: '1 1 140px', minWidth: 0 }}>
            Reading quiz not taken yet
          </Text>
          <Button
            size="compact-md"
            variant="light"
            style={{ flexShrink: 0 }}
            onClick={onTakeQuiz}
            aria-label={`Take the quiz for ${reader.isSelf ? 'yourself' : reader.name}`}
          >
            Take the quiz
          </Button>
        </Group>
      )}
    </Card>
  );
}
