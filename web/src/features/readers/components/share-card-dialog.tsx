import { Alert, Badge, Button, CopyButton, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import {
  SHARE_EXPIRY_CHOICES,
  SHARE_EXPIRY_DEFAULT,
  SHARE_LABEL_MAX,
  firstNameOnly,
  parseShareExpiry,
  parseShareLabel,
  type ShareExpiryDays,
} from '../../../../../domain/index.js';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useCreateShareLinkMutation, useGetShareLinksQuery, useRevokeShareLinkMutation } from '../api/share-links.api.js';
import { expiryChoiceLabel, SHARE_STATUS_WORDS, SHARE_UI_MESSAGES, type NewShareLink } from '../model/share-link.js';
import type { ReaderView } from '../model/reader.types.js';
import { HEADING_TITLE_STYLES } from './modal-styles.js';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The new link, shown once, with a copy button. */
function NewLink({ name, link }: { name: string; link: NewShareLink }) {
  const address = `${window.location.origin}${link.path}`;
  return (
    <Paper withBorder radius="md" p="md" bg="sage.0">
      <Stack gap="xs">
        <Text fw={700}>Link ready: works until {dateOf(link.expires_at)}</Text>
        <Text component="output" aria-label={`Share link for ${name}`} ff="monospace" fz="sm" style={{ wordBreak: 'break-all', display: 'block' }}>
          {address}
        </Text>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'sage.8' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
              onClick={copy}
            >
              {copied ? SHARE_UI_MESSAGES.copied : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Text fz="sm" c="dimmed">
          Copy it now: for safety the link is shown only this once. To send it again later, make a new link.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * "Share Mia's card": a read-only link for a grandparent, teacher or librarian. They see Mia's
 * first name, comfort levels and reading list with verdicts, and can check any book; nothing else.
 */
export function ShareCardDialog({ reader, onClose }: { reader: ReaderView | null; onClose: () => void }) {
  const memberId = reader?.id ?? '';
  const links = useGetShareLinksQuery(memberId, { skip: !reader, refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateShareLinkMutation();
  const [revoke, revoking] = useRevokeShareLinkMutation();
  const [days, setDays] = useState<ShareExpiryDays>(SHARE_EXPIRY_DEFAULT);
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<NewShareLink | null>(null);
  const [error, setError] = useState<string | null>(null);

  // another member starts a clean dialog (adjusted while rendering: no pass with the last member's link)
  const [shownFor, setShownFor] = useState(memberId);
  if (shownFor !== memberId) {
    setShownFor(memberId);
    setMade(null);
    setError(null);
    setLabel('');
    setDays(SHARE_EXPIRY_DEFAULT);
  }

  const name = reader?.name ?? '';
  const labelCheck = parseShareLabel(label);

  const makeLink = async () => {
    setError(null);
    if (!labelCheck.ok) return;
    try {
      setMade(await create({ memberId, expires_in_days: days, ...(labelCheck.value ? { label: labelCheck.value } : {}) }).unwrap());
      setLabel('');
    } catch (e) {
      setError(apiErrorMessage(e as never) ?? SHARE_UI_MESSAGES.createFailed);
    }
  };

  const turnOff = async (linkId: string) => {
    setError(null);
    try {
      await revoke({ memberId, linkId }).unwrap();
      if (made?.id === linkId) setMade(null);
      notifications.show({ color: 'sage.8', message: SHARE_UI_MESSAGES.turnedOff });
    } catch (e) {
      setError(apiErrorMessage(e as never) ?? SHARE_UI_MESSAGES.revokeFailed);
    }
  };

  return (
    <Modal
      opened={reader !== null}
      onClose={onClose}
      title={`Share ${name}’s card`}
      centered
      zIndex={300}
      styles={HEADING_TITLE_STYLES}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text fz="sm">
          A read-only link for a grandparent, teacher or librarian, no account needed. They see only the first name ({firstNameOnly(name)}), the comfort levels
          and the reading list with verdicts, and can check any book for {firstNameOnly(name)}. Nothing else of your account.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {made && <NewLink name={name} link={made} />}

        <Stack gap="xs">
          <Text fw={600} id="share-expiry-label">
            Link works for
          </Text>
          <SegmentedControl
            aria-labelledby="share-expiry-label"
            value={String(days)}
            onChange={(v) => {
              const choice = parseShareExpiry(Number(v));
              if (choice.ok) setDays(choice.value);
            }}
            data={SHARE_EXPIRY_CHOICES.map((d) => ({ value: String(d), label: expiryChoiceLabel(d) }))}
            fullWidth
          />
          <TextInput
            label="Name for this link (optional, only you see it)"
            placeholder="For Grandma"
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            maxLength={SHARE_LABEL_MAX + 20}
            error={labelCheck.ok ? undefined : labelCheck.error.message}
          />
          <Button
            leftSection={<IconShare size={18} aria-hidden="true" />}
            onClick={() => void makeLink()}
            loading={creating.isLoading}
            disabled={!labelCheck.ok}
          >
            Create link
          </Button>
        </Stack>

        <Stack gap="xs">
          <Text fw={600}>Links</Text>
          {links.isLoading ? (
            <Group justify="center">
              <Loader size="sm" aria-label="Loading" />
            </Group>
          ) : links.isError ? (
            <Alert color="red" variant="light">
              {apiErrorMessage(links.error) ?? SHARE_UI_MESSAGES.loadFailed}
            </Alert>
          ) : (links.data ?? []).length === 0 ? (
            <Text fz="sm" c="dimmed">
              No links yet.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Share links">
              {(links.data ?? []).map((link) => (
                <Paper key={link.id} withBorder radius="md" p="sm" component="li">
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={600} fz="sm" lineClamp={1}>
                          {link.label ?? `Link made ${dateOf(link.created_at)}`}
                        </Text>
                        <Badge size="sm" variant="light" color={SHARE_STATUS_WORDS[link.status].color}>
                          {SHARE_STATUS_WORDS[link.status].label}
                        </Badge>
                      </Group>
                      <Text fz="xs" c="dimmed">
                        {link.status === 'revoked'
                          ? `Turned off ${dateOf(link.revoked_at!)}`
                          : link.status === 'expired'
                            ? `Expired ${dateOf(link.expires_at)}`
                            : `Works until ${dateOf(link.expires_at)}`}
                        {' · '}
                        {link.last_opened_at ? `Last opened ${dateOf(link.last_opened_at)}` : 'Not opened yet'}
                      </Text>
                    </Stack>
                    {link.status === 'active' && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.8"
                        onClick={() => void turnOff(link.id)}
                        loading={revoking.isLoading && revoking.originalArgs?.linkId === link.id}
                        aria-label={`Turn off ${link.label ?? 'link'} made ${dateOf(link.created_at)}`}
                      >
                        Turn off
                      </Button>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
