import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { IconChevronRight } from '@tabler/icons-react';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { BookChoice } from '../model/analysis.types.js';
import classes from './choose-book-dialog.module.css';
import { SearchResults } from './search-results.js';
import { DISCOVERY_MESSAGES } from '../model/discovery-messages.js';

export interface ChooseBookDialogProps {
  choices: BookChoice[] | null;
  /** A typed query: the dialog lists its search results judged for this reader. */
  search?: { query: string; readerId: string; readerName: string } | null;
  onChoose: (choice: BookChoice) => void;
  onClose: () => void;
}

/**
 * 'Which book did you mean?'. For a typed query: the search results for the reader (fit badges,
 * books above their limits hidden behind 'Show them'); for a cover scan: the books it read, with
 * ISBN and match percent. A tap analyses that book.
 */
export function ChooseBookDialog({ choices, search, onChoose, onClose }: ChooseBookDialogProps) {
  return (
    <Modal opened={choices !== null} onClose={onClose} title={ANALYSIS_MESSAGES.chooseTitle} centered radius="lg">
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {search ? `Results for “${search.query}”. ${DISCOVERY_MESSAGES.searchResultsHint}` : 'More than one book fits. Tap the one you have in your hands.'}
        </Text>
        {search ? (
          <SearchResults query={search.query} readerId={search.readerId} readerName={search.readerName} fallback={choices ?? []} onChoose={onChoose} />
        ) : (
          (choices ?? []).map((choice) => (
            <UnstyledButton key={`${choice.title}|${choice.author}|${choice.isbn ?? ''}`} className={classes.choice} onClick={() => onChoose(choice)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} lh={1.3}>
                    {choice.title}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {choice.author}
                    {choice.isbn ? ` · ISBN ${choice.isbn}` : ''}
                  </Text>
                  {typeof choice.matchScore === 'number' && (
                    <Badge variant="filled" color="gray.8" size="md" mt={6}>
                      {choice.matchScore}% match
                    </Badge>
                  )}
                </div>
                <IconChevronRight size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          ))
        )}
      </Stack>
    </Modal>
  );
}
