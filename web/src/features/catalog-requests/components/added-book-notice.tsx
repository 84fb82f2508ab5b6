import { Alert, Button, Group } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { CATALOG_REQUEST_MESSAGES } from '../../../../../domain/index.js';
import { useCatalogRequestSeenMutation, useMyCatalogRequestsQuery } from '../api/catalog-requests.api.js';
import type { CatalogRequest } from '../model/catalog-request.types.js';

/**
 * On the scanner: a book the parent asked for is now in the catalog. Shown once — the server is
 * told at once that it was shown, so the next visit does not repeat it — and it stays on screen
 * until the parent checks the book or closes it.
 */
export const AddedBookNotice = memo(function AddedBookNotice({ onCheck }: { onCheck: (book: { title: string; author: string | null }) => void }) {
  const { data } = useMyCatalogRequestsQuery();
  const [seen] = useCatalogRequestSeenMutation();
  const [shown, setShown] = useState<CatalogRequest | null>(null);
  const [closed, setClosed] = useState(false);
  const fresh = data?.find((r) => r.status === 'added' && r.seen_at === null) ?? null;

  // the first fresh one is kept on screen (set while rendering), and the server told once it is shown
  if (!shown && fresh) setShown(fresh);
  const shownId = shown?.id ?? null;
  useEffect(() => {
    if (shownId) void seen(shownId);
  }, [shownId, seen]);

  if (!shown || closed) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconBooks aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => setClosed(true)}
      title={CATALOG_REQUEST_MESSAGES.nowAvailable(shown.title)}
    >
      <Group gap="xs" mt={4}>
        <Button
          size="xs"
          onClick={() => {
            setClosed(true);
            onCheck({ title: shown.title, author: shown.author });
          }}
        >
          Check it
        </Button>
      </Group>
    </Alert>
  );
});
