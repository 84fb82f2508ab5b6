import { Badge, Button, Card, Menu, Stack, Text } from '@mantine/core';
import { IconBookmarkPlus, IconCheck, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { isMatchLevel, SHELF_MESSAGES, type MatchLevel } from '../../../../../domain/index.js';
import type { ShelfBookView, ShelfReaderChoice, ShelfVerdictView } from '../model/shelf-mode.types.js';

/** Shelf mode's own copy of the match colours (features share no code but the domain's). */
const COLORS: Readonly<Record<MatchLevel, string>> = { good: 'sage.8', decent: 'teal.8', fair: 'yellow.9', poor: 'red.8' };
/** Whose list: the parent's own is 'your'. */
export const listOwner = (r: ShelfReaderChoice) => (r.id === 'self' ? 'your' : `${r.name}'s`);
const levelWord = (level: string) => (isMatchLevel(level) ? `${level[0].toUpperCase()}${level.slice(1)}` : 'Unknown');

function Verdict({ verdict }: { verdict: ShelfVerdictView }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Badge
        size="lg"
        radius="sm"
        style={{ justifySelf: 'start' }}
        color={isMatchLevel(verdict.match_level) ? COLORS[verdict.match_level] : 'gray.7'}
        variant="filled"
        tt="none"
      >
        {verdict.reader_name}: {levelWord(verdict.match_level)} {verdict.match_score}
      </Badge>
      {verdict.conflicts.length > 0 && (
        <Text fz="xs" c="red.8">
          {verdict.conflicts.map((c) => `${c.label}${c.zero_tolerance ? ' (not allowed)' : ''}`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

export interface ShelfBookRowProps {
  book: ShelfBookView;
  /** The readers a list button may add for (one: a direct button; several: a menu). */
  listReaders: ShelfReaderChoice[];
  /** `${book.id}:${readerId}` of the lists this book was added to here. */
  addedTo: ReadonlySet<string>;
  adding: boolean;
  onAddToList: (reader: ShelfReaderChoice) => void;
  onAnalyze: (isbn: string) => void;
}

/** One book of the shelf list: title, author, a verdict per reader side by side, and the one-tap list add. */
export function ShelfBookRow({ book, listReaders, addedTo, adding, onAddToList, onAnalyze }: ShelfBookRowProps) {
  const title = book.title ?? `ISBN ${book.isbn}`;
  const open = listReaders.filter((r) => !addedTo.has(`${book.id}:${r.id}`));
  const [only] = listReaders;
  return (
    <Card component="li" padding="sm" radius="md" withBorder aria-label={title}>
      <Stack gap="xs">
        <div>
          <Text fw={700} lh={1.3}>
            {title}
          </Text>
          {book.author && (
            <Text fz="sm" c="dimmed">
              {book.author}
            </Text>
          )}
        </div>
        {book.in_catalog ? (
          <>
            {/* one column per reader, the same in every row, so a reader's verdicts line up down the list */}
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 'var(--mantine-spacing-xs)' }}>
              {book.verdicts.map((v) => (
                <Verdict key={v.reader_id} verdict={v} />
              ))}
            </div>
            {listReaders.length === 1 && only ? (
              addedTo.has(`${book.id}:${only.id}`) ? (
                <Button size="compact-md" variant="light" disabled leftSection={<IconCheck size={16} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
                  On {listOwner(only)} list
                </Button>
              ) : (
                <Button
                  size="compact-md"
                  variant="light"
                  loading={adding}
                  leftSection={<IconBookmarkPlus size={16} aria-hidden="true" />}
                  onClick={() => onAddToList(only)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add to {listOwner(only)} list
                </Button>
              )
            ) : (
              <Menu position="bottom-start">
                <Menu.Target>
                  <Button
                    size="compact-md"
                    variant="light"
                    loading={adding}
                    disabled={open.length === 0}
                    rightSection={<IconChevronDown size={16} aria-hidden="true" />}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {open.length === 0 ? 'On every list' : 'Add to a reading list'}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {open.map((r) => (
                    <Menu.Item key={r.id} leftSection={<IconBookmarkPlus size={16} aria-hidden="true" />} onClick={() => onAddToList(r)}>
                      Add to {listOwner(r)} list
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </>
        ) : (
          <Stack gap={6} align="flex-start">
            <Text fz="sm">{SHELF_MESSAGES.notInCatalog}</Text>
            <Button size="compact-md" variant="default" leftSection={<IconSearch size={16} aria-hidden="true" />} onClick={() => onAnalyze(book.isbn)}>
              Open in the analysis
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
