import { Alert, Badge, Box, Button, Collapse, Group, List, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconFlag, IconQuestionMark } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { CATEGORY_IDS, categoryLabel, firstSentence } from '../../../../../domain/index.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { ContentConsideration, UnratedCategory } from '../model/analysis.types.js';

/** A row of the folded list: a category the book does not flag, or one nobody rated (`rated` false). */
type QuietCategory = ContentConsideration & { rated: boolean };

/** The row's edge: red above the reader's comfort, amber for strong content, grey otherwise. */
const edgeColor = (c: ContentConsideration) => (c.exceedsTolerance ? 'red-7' : c.severity >= 3 ? 'yellow-6' : 'gray-4');

/** 'Report a problem' for one category; its name says which (a page holds one a category). */
function ReportButton({ consideration, onReport }: { consideration: ContentConsideration; onReport: (c: ContentConsideration) => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconFlag size={14} aria-hidden="true" />}
      aria-label={ANALYSIS_MESSAGES.reportProblemWith(consideration.label)}
      style={{ flexShrink: 0 }}
      onClick={() => onReport(consideration)}
    >
      {ANALYSIS_MESSAGES.reportProblem}
    </Button>
  );
}

function ConsiderationRow({
  consideration,
  onOpen,
  onReport,
}: {
  consideration: ContentConsideration;
  onOpen: () => void;
  onReport: (c: ContentConsideration) => void;
}) {
  return (
    <Box
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        borderLeft: `4px solid var(--mantine-color-${edgeColor(consideration)})`,
      }}
    >
      <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%', padding: '10px 12px 4px' }}>
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
      <Group justify="flex-end" px={6} pb={4}>
        <ReportButton consideration={consideration} onReport={onReport} />
      </Group>
    </Box>
  );
}

/**
 * The categories the book does not flag: those the answer lists as not present, and any category the
 * answer leaves out, so that content our notes missed can be reported on any category. A category
 * the answer names as not rated says "Not rated", never "Not flagged" (absence is not a clean bill).
 */
function quietCategories(considerations: readonly ContentConsideration[], notRated: readonly UnratedCategory[]): QuietCategory[] {
  const listed = new Set(considerations.map((c) => c.category));
  const unrated = new Set(notRated.map((c) => c.category));
  return [
    ...considerations.filter((c) => !c.present).map((c) => ({ ...c, rated: true })),
    ...CATEGORY_IDS.filter((id) => !listed.has(id)).map((id) => ({
      category: id,
      label: categoryLabel(id),
      present: false,
      severity: 0,
      description: '',
      rated: !unrated.has(id),
    })),
  ];
}

function NotFlaggedList({ considerations, onReport }: { considerations: QuietCategory[]; onReport: (c: ContentConsideration) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (considerations.length === 0) return null;
  return (
    <Stack gap={6}>
      <Button
        variant="default"
        justify="space-between"
        fullWidth
        rightSection={open ? <IconChevronDown size={16} aria-hidden="true" /> : <IconChevronRight size={16} aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {considerations.some((c) => !c.rated)
          ? ANALYSIS_MESSAGES.notFlaggedOrRatedToggle(considerations.length)
          : ANALYSIS_MESSAGES.notFlaggedToggle(considerations.length)}
      </Button>
      <Collapse expanded={open}>
        <Stack gap={4} id={listId}>
          <Text fz="sm" c="dimmed" px={4}>
            {ANALYSIS_MESSAGES.notFlaggedHint}
          </Text>
          {considerations.map((c) => (
            <Group
              key={c.category}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              py={4}
              px={8}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm" fw={600} lh={1.3}>
                  {c.label}
                </Text>
                <Text fz="xs" c="dimmed">
                  {c.rated ? ANALYSIS_MESSAGES.notFlagged : ANALYSIS_MESSAGES.notRated}
                </Text>
              </div>
              <ReportButton consideration={c} onReport={onReport} />
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/**
 * Parent alerts, then each flagged category (first sentence only; a tap opens its examples), then
 * the categories not flagged behind a toggle. Every category has 'Report a problem'.
 */
export function ContentConsiderations({
  considerations,
  parentAlerts,
  notRated = [],
  onOpenExamples,
  onReport,
}: {
  considerations: ContentConsideration[];
  parentAlerts: string[];
  /** Categories nobody rated for the book. */
  notRated?: UnratedCategory[];
  onOpenExamples: (c: ContentConsideration) => void;
  onReport: (c: ContentConsideration) => void;
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
      {notRated.length > 0 && (
        <Alert color="gray" variant="light" icon={<IconQuestionMark aria-hidden="true" />} title={ANALYSIS_MESSAGES.notRated}>
          <Text fz="sm">{ANALYSIS_MESSAGES.notRatedNote(notRated.map((c) => c.label))}</Text>
        </Alert>
      )}
      {flagged.length === 0 ? (
        <Text c="dimmed">{notRated.length > 0 ? ANALYSIS_MESSAGES.noneFlaggedOfRated : ANALYSIS_MESSAGES.noneFlagged}</Text>
      ) : (
        <Paper p={0} bg="transparent">
          <Stack gap="xs">
            {flagged.map((c) => (
              <ConsiderationRow key={c.category} consideration={c} onOpen={() => onOpenExamples(c)} onReport={onReport} />
            ))}
          </Stack>
        </Paper>
      )}
      <NotFlaggedList considerations={quietCategories(considerations, notRated)} onReport={onReport} />
    </Stack>
  );
}
