import { Badge, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

/**
 * What the example card shows: a real starter book (its catalog ratings: death & grief 3, violence 1;
 * tags fantasy, found family) judged by matchBook for a sample reader who likes fantasy and found
 * family and whose parent set death & grief to 3: no conflict, two shared interests, 90 %.
 */
const SAMPLE = {
  title: 'Charlotte’s Web',
  author: 'E. B. White',
  reader: 'Mia, 8',
  level: 'Good Match',
  score: 90,
  reasons: ['Matches Mia’s interests: fantasy, found family', 'All flagged content is within Mia’s comfort levels'],
  content: [
    { label: 'Death & Grief', note: 'Level 3 of 5: a beloved character dies; within Mia’s limit', ok: true },
    { label: 'Violence', note: 'Level 1 of 5; within Mia’s limit', ok: true },
    { label: 'Sexual Content', note: 'Not flagged', ok: true },
  ],
  provenance: 'Rated by ShelfCheck’s editors',
} as const;

/**
 * The product, shown: an example of the answer a parent gets for one book and one reader (sample
 * data in the card's own layout, plain markup: no scanner code on the first page).
 */
export function SampleVerdict() {
  return (
    <Card withBorder radius="lg" padding="lg" maw={460} w="100%" ta="left" shadow="sm" component="figure" m={0} aria-labelledby="sample-caption">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" lh={1.25}>
              {SAMPLE.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {SAMPLE.author} · for {SAMPLE.reader}
            </Text>
          </div>
          <Badge size="lg" color="sage.8" variant="filled" radius="md" style={{ flexShrink: 0 }}>
            {SAMPLE.score}% {SAMPLE.level}
          </Badge>
        </Group>
        <List
          spacing={4}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="sage.8" aria-hidden="true">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {SAMPLE.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Stack gap={6}>
          {SAMPLE.content.map((row) => (
            <Group key={row.label} gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size={20} radius="xl" variant="light" color={row.ok ? 'sage' : 'red'} aria-hidden="true" mt={2}>
                {row.ok ? <IconCheck size={13} /> : <IconAlertTriangle size={13} />}
              </ThemeIcon>
              <Text fz="sm">
                <Text span fw={600} fz="sm">
                  {row.label}:
                </Text>{' '}
                {row.note}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text fz="xs" c="dimmed" id="sample-caption" component="figcaption">
          Example answer. {SAMPLE.provenance}; every category checked against the comfort levels you set for each reader.
        </Text>
      </Stack>
    </Card>
  );
}
