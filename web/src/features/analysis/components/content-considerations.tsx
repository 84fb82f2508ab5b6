import { Alert, Badge, Group, List, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { firstSentence } from '../../../../../domain/index.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { ContentConsideration } from '../model/analysis.types.js';

/** The row's edge: red above the reader's comfort, amber for strong content, grey otherwise. */
const edgeColor = (c: ContentConsideration) => (c.exceedsTolerance ? 'red-7' : c.severity >= 3 ? 'yellow-6' : 'gray-4');

function ConsiderationRow({ consideration, onOpen }: { consideration: ContentConsideration; onOpen(): void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      style={{
        display: 'block',
        width: '100%',
        padding: '10px 12px',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        borderLeft: `4px solid var(--mantine-color-${edgeColor(consideration)})`,
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} lh={1.3}>
            {consideration.label}
          </Text>
          <Group gap={8} my={4}>
            <Text fz="xs" fw={700} c={consideration.exceedsTolerance ? 'red.8' : 'dimmed'} tt="uppercase" lts={0.4}>
              Level {consideration.severity} of 5
            </Text>
            {consideration.exceedsTolerance && (
              <Badge size="sm" color="red.8" variant="filled">
                {ANALYSIS_MESSAGES.conflicts}
              </Badge>
            )}
          </Group>
          {consideration.description && (
            <Text fz="sm" c="dimmed">
              {firstSentence(consideration.description)}
            </Text>
          )}
        </div>
        <IconChevronRight size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
      </Group>
      {/* the button's name is what it shows, then what it does (axe: label-content-name-mismatch) */}
      <VisuallyHidden>: detailed examples</VisuallyHidden>
    </UnstyledButton>
  );
}

/** Parent alerts, then each flagged category (first sentence only); a tap opens its examples. */
export function ContentConsiderations({
  considerations,
  parentAlerts,
  onOpenExamples,
}: {
  considerations: ContentConsideration[];
  parentAlerts: string[];
  onOpenExamples(c: ContentConsideration): void;
}) {
  const flagged = considerations.filter((c) => c.present);
  return (
    <Stack gap="sm" component="section" aria-labelledby="content-considerations-title">
      <Title id="content-considerations-title" order={3} size="h4">
        Content Considerations
      </Title>
      {parentAlerts.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={ANALYSIS_MESSAGES.conflicts}>
          <List size="sm" spacing={2}>
            {parentAlerts.map((alert) => (
              <List.Item key={alert}>{alert}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {flagged.length === 0 ? (
        <Text c="dimmed">No sensitive content is flagged in our notes for this book.</Text>
      ) : (
        <Paper p={0} bg="transparent">
          <Stack gap="xs">
            {flagged.map((c) => (
              <ConsiderationRow key={c.category} consideration={c} onOpen={() => onOpenExamples(c)} />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
