import { ActionIcon, Badge, Button, Card, Drawer, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { READING_LEVELS, validateFamilyMemberBasics } from '../../../../../domain/index.js';
import {
  useAddFamilyMemberMutation, useChangeReadingStatusMutation, useDeleteFamilyMemberMutation, useReadingListQuery,
  useRemoveFromReadingListMutation, useRemoveScanMutation, useScanHistoryQuery,
} from '../api/scanner.api.js';
import { readerLabel } from '../model/readers.js';
import type { Reader, ReadingListItem } from '../model/types.js';

const sheet = { position: 'bottom' as const, size: '85%', radius: 'lg', transitionProps: { duration: 500 } };
const STATUS_LABELS: Record<ReadingListItem['reading_status'], string> = { to_read: 'To read', currently_reading: 'Reading', completed: 'Read' };

/** To Be Read: each reader's books by status, with 'Books ready for review' first. */
export function ReadingListSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { data: items = [] } = useReadingListQuery(undefined, { skip: !opened });
  const [change] = useChangeReadingStatusMutation();
  const [remove] = useRemoveFromReadingListMutation();
  const [filter, setFilter] = useState<'all' | ReadingListItem['reading_status']>('all');
  const shown = items.filter((i) => filter === 'all' || i.reading_status === filter);
  const ready = items.filter((i) => i.ready_for_review);

  const setStatus = async (item: ReadingListItem, status: ReadingListItem['reading_status']) => {
    try {
      await change({ id: item.id, reading_status: status }).unwrap();
      notifications.show({ message: 'Reading status updated' });
    } catch {
      notifications.show({ color: 'red', message: 'Failed to update reading status' });
    }
  };
  const drop = async (item: ReadingListItem) => {
    if (!window.confirm(`Remove book "${item.title}"?`)) return;
    try {
      await remove(item.id).unwrap();
      notifications.show({ message: 'Removed from reading list' });
    } catch {
      notifications.show({ color: 'red', message: 'Failed to remove from reading list' });
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="To Be Read" {...sheet}>
      <Stack>
        {ready.length > 0 && (
          <Card withBorder bg="var(--mantine-color-yellow-0)">
            <Text fw={600}>Books ready for review</Text>
            <Text fz="sm">{ready.map((r) => r.title).join(', ')}</Text>
          </Card>
        )}
        <SegmentedControl fullWidth value={filter} onChange={(v) => setFilter(v as typeof filter)} data={[{ label: 'All', value: 'all' }, ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))]} aria-label="Filter by status" />
        {shown.length === 0 && <Text c="dimmed">No books here yet. Add one from an analysis.</Text>}
        {shown.map((item) => (
          <Card key={item.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{item.title}</Text>
                <Text fz="sm" c="dimmed">{item.author} · {item.reader_name}</Text>
                {item.analysis && <Badge mt={4} variant="light">{item.analysis.matchLevel} match · {item.analysis.matchScore}%</Badge>}
              </div>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.title}`} onClick={() => void drop(item)}><IconTrash size={18} aria-hidden="true" /></ActionIcon>
            </Group>
            <Select mt="xs" aria-label={`Status of ${item.title}`} value={item.reading_status} allowDeselect={false}
              data={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
              onChange={(v) => v && void setStatus(item, v as ReadingListItem['reading_status'])} />
          </Card>
        ))}
      </Stack>
    </Drawer>
  );
}

/** Recent Scans: the newest 25 searches and scans. */
export function RecentScansSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { data: scans = [] } = useScanHistoryQuery(undefined, { skip: !opened });
  const [remove] = useRemoveScanMutation();
  const drop = async (id: string) => {
    try {
      await remove(id).unwrap();
      notifications.show({ message: 'Scan removed from history' });
    } catch {
      notifications.show({ color: 'red', message: 'Failed to delete scan from history' });
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} title="Recent Scans" {...sheet}>
      <Stack gap="xs">
        {scans.length === 0 && <Text c="dimmed">Books you search or scan will appear here.</Text>}
        {scans.map((s) => (
          <Group key={s.id} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{s.book_title}</Text>
              <Text fz="sm" c="dimmed">{[s.book_author, s.reader_name, new Date(s.created_at).toLocaleDateString()].filter(Boolean).join(' · ')}</Text>
            </div>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${s.book_title} from history`} onClick={() => void drop(s.id)}><IconTrash size={18} aria-hidden="true" /></ActionIcon>
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}

/** Profiles: the readers of the account, adding a family member, removing one. */
export function ProfilesSheet({ opened, onClose, readers, selectedId, onSelect }: { opened: boolean; onClose(): void; readers: Reader[]; selectedId: string; onSelect(id: string): void }) {
  const [add, { isLoading }] = useAddFamilyMemberMutation();
  const [remove] = useDeleteFamilyMemberMutation();
  const [name, setName] = useState('');
  const [age, setAge] = useState<number | string>('');
  const [level, setLevel] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async () => {
    const checked = validateFamilyMemberBasics({ name, age: typeof age === 'number' ? age : null, reading_level: level });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    try {
      const member = await add(checked.value).unwrap();
      notifications.show({ message: 'Family member added successfully' });
      setName(''); setAge(''); setLevel(null);
      onSelect(member.id);
    } catch {
      notifications.show({ color: 'red', message: 'Failed to add family member' });
    }
  };
  const drop = async (r: Reader) => {
    if (!window.confirm(`Delete the profile of ${r.name}?`)) return;
    try {
      await remove(r.id).unwrap();
      if (r.id === selectedId) onSelect('self');
      notifications.show({ message: 'Family member removed successfully' });
    } catch {
      notifications.show({ color: 'red', message: 'Failed to remove family member' });
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="Profiles" {...sheet}>
      <Stack>
        {readers.map((r) => (
          <Card key={r.id} withBorder padding="sm" bg={r.id === selectedId ? 'var(--mantine-primary-color-0)' : undefined}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{r.name}</Text>
                <Text fz="sm" c="dimmed">{r.isSelf ? 'You/Adult' : `Age ${r.age} · ${r.readingLevel}`}</Text>
              </div>
              <Group gap={6} wrap="nowrap">
                <Button size="compact-sm" variant={r.id === selectedId ? 'filled' : 'default'} onClick={() => onSelect(r.id)} aria-label={`Select ${readerLabel(r)}`}>{r.id === selectedId ? 'Selected' : 'Select'}</Button>
                {!r.isSelf && <ActionIcon variant="subtle" color="red" aria-label={`Delete Profile of ${r.name}`} onClick={() => void drop(r)}><IconTrash size={18} aria-hidden="true" /></ActionIcon>}
              </Group>
            </Group>
          </Card>
        ))}
        <Card withBorder padding="md" component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }} aria-labelledby="add-member-title">
          <Title id="add-member-title" order={3} size="h4" mb="sm">Add Family Member</Title>
          <Stack gap="sm">
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <NumberInput label="Age" min={1} max={120} allowDecimal={false} value={age} onChange={setAge} />
            <Select label="Reading level" data={[...READING_LEVELS]} value={level} onChange={setLevel} />
            {errors.length > 0 && <Text c="red.8" fz="sm" role="alert">{errors[0]}</Text>}
            <Button type="submit" loading={isLoading} disabled={typeof age === 'number' && age < 1}>Add Family Member</Button>
          </Stack>
        </Card>
      </Stack>
    </Drawer>
  );
}
