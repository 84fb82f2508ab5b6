import { countNoun } from '../../../../../domain/index.js';
import { Button, Card, Group, NumberInput, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTarget } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useReadingGoalQuery, useSetReadingGoalMutation } from '../api/reading-list.api.js';

const GOAL_MAX = 1000;

/** A reader's books completed this year against a goal the parent sets (1-1000 books). */
export function ReadingGoalCard({ readerId, readerName }: { readerId: string; readerName: string }) {
  const year = new Date().getFullYear();
  const { data: goal, isError } = useReadingGoalQuery({ readerId, year });
  const [save, { isLoading: saving }] = useSetReadingGoalMutation();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState<number | string>('');

  if (isError || !goal) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeof target !== 'number' || target < 1) return;
    try {
      await save({ readerId, year, target }).unwrap();
      setEditing(false);
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(error as never) ?? 'Could not save the reading goal. Please try again.' });
    }
  };
  const startEditing = () => {
    setTarget(goal.target ?? '');
    setEditing(true);
  };
  const percent = goal.target ? Math.min(100, Math.round((goal.completed / goal.target) * 100)) : 0;

  return (
    <Card padding="md" radius="md" bg="var(--mantine-color-sage-0)">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconTarget size={20} aria-hidden="true" />
          <Text fw={600}>
            {readerName}’s {year} reading goal
          </Text>
        </Group>
        {editing ? (
          <form onSubmit={(e) => void submit(e)}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <NumberInput
                label="Books to finish this year"
                min={1}
                max={GOAL_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={target}
                onChange={setTarget}
                style={{ flex: 1 }}
                data-autofocus
              />
              <Button type="submit" loading={saving} disabled={typeof target !== 'number' || target < 1}>
                Save
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </form>
        ) : goal.target ? (
          <>
            <Progress value={percent} color="sage.7" size="lg" radius="xl" aria-label={`${goal.completed} of ${goal.target} books completed`} />
            <Group justify="space-between" gap="xs">
              <Text fz="sm">
                {goal.completed} of {goal.target} books completed
              </Text>
              <Button variant="subtle" size="xs" onClick={startEditing}>
                Change goal
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              {countNoun(goal.completed, 'book')} completed so far.
            </Text>
            <Button variant="light" size="xs" onClick={startEditing}>
              Set a goal
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
