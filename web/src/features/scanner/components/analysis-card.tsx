import { Alert, Badge, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBookmarkPlus, IconCheck, IconMessageCircle, IconStars } from '@tabler/icons-react';
import { firstSentence } from '../../../../../domain/index.js';
import { MATCH_COLORS, MATCH_LABELS } from '../model/readers.js';
import type { Analysis, ContentConsideration } from '../model/types.js';
import { AskPanel } from './ask-panel.js';

interface Props {
  analysis: Analysis;
  readerName: string;
  readerId: string;
  added: boolean;
  adding: boolean;
  onAdd(): void;
  onReviews(): void;
  onExamples(c: ContentConsideration): void;
  onAnalyzeRelated(book: { title: string; author: string }): void;
}

/** The answer for one book and one reader: the match, the reasons, the content, and what to do next. */
export function AnalysisCard({ analysis, readerName, readerId, added, adding, onAdd, onReviews, onExamples, onAnalyzeRelated }: Props) {
  const flagged = analysis.contentConsiderations.filter((c) => c.present);
  const color = MATCH_COLORS[analysis.matchLevel] ?? 'gray';
  return (
    <Card component="article" aria-labelledby="analysis-title" padding="lg">
      <Stack gap="md">
        <div>
          <Title id="analysis-title" order={2} size="h3">{analysis.title}</Title>
          <Text c="dimmed">by {analysis.author}</Text>
        </div>
        <Group gap="sm" align="center">
          <Badge size="lg" color={color} variant="filled">{MATCH_LABELS[analysis.matchLevel] ?? 'Unknown match'}</Badge>
          <Text fw={700} fz="lg">{analysis.matchScore}%</Text>
          {analysis.ageRange && <Text c="dimmed" fz="sm">Usually ages {analysis.ageRange.min}{analysis.ageRange.max ? `–${analysis.ageRange.max}` : '+'}</Text>}
        </Group>
        <Progress value={analysis.matchScore} color={color} aria-label={`Match score ${analysis.matchScore} percent`} />
        {analysis.summary && <Text>{analysis.summary}</Text>}
        {analysis.parentAlerts.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title="Conflicts with preferences">
            <List size="sm" spacing={4}>
              {analysis.parentAlerts.map((a) => <List.Item key={a}>{a}</List.Item>)}
            </List>
          </Alert>
        )}
        <section aria-labelledby="why-title">
          <Title id="why-title" order={3} size="h4" mb={6}>Why This Book Matches for {readerName}</Title>
          <List spacing={4}>{analysis.matchReason.map((r) => <List.Item key={r}>{r}</List.Item>)}</List>
        </section>
        <section aria-labelledby="content-title">
          <Title id="content-title" order={3} size="h4" mb={6}>Content Considerations</Title>
          {flagged.length === 0 ? (
            <Text c="dimmed">No sensitive content is flagged in our notes.</Text>
          ) : (
            <Stack gap="xs">
              {flagged.map((c) => (
                <Card key={c.category} withBorder padding="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={600}>{c.label}</Text>
                        <Badge size="sm" variant="light" color={c.exceedsTolerance ? 'red' : 'gray'}>level {c.severity} of 5</Badge>
                      </Group>
                      <Text fz="sm" c="dimmed">{firstSentence(c.description)}</Text>
                    </div>
                    <Button variant="subtle" size="compact-sm" style={{ flexShrink: 0 }} onClick={() => onExamples(c)} aria-label={`${c.label} examples`}>Examples</Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </section>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Button leftSection={added ? <IconCheck size={18} aria-hidden="true" /> : <IconBookmarkPlus size={18} aria-hidden="true" />} onClick={onAdd} disabled={added} loading={adding}>
            {added ? 'Added to List' : 'Add to Reading List'}
          </Button>
          <Button variant="light" leftSection={<IconStars size={18} aria-hidden="true" />} onClick={onReviews}>Read Reviews</Button>
        </Group>
        <AskPanel book={{ title: analysis.title, author: analysis.author, summary: analysis.summary }} readerId={readerId} icon={<IconMessageCircle size={18} aria-hidden="true" />} />
        {analysis.relatedBooks.length > 0 && (
          <section aria-labelledby="similar-title">
            <Title id="similar-title" order={3} size="h4" mb={6}>Similar Books You Might Like</Title>
            <Stack gap="xs">
              {analysis.relatedBooks.map((b) => (
                <Group key={`${b.title}|${b.author}`} justify="space-between" wrap="nowrap">
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{b.title}</Text>
                    <Text fz="sm" c="dimmed">{b.author}{typeof b.matchScore === 'number' ? ` · ${b.matchScore}% match` : ''}</Text>
                  </div>
                  <Button variant="default" size="compact-sm" style={{ flexShrink: 0 }} onClick={() => onAnalyzeRelated(b)} aria-label={`Analyze ${b.title}`}>Analyze</Button>
                </Group>
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </Card>
  );
}
