import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { countNoun, IMPORT_MESSAGES } from '../../../../../domain/index.js';
import { ADMIN_COPY } from '../model/admin-copy.js';
import type { ImportReport } from '../model/admin.types.js';
import { formatCount } from '../model/format.js';

const FIELD_COUNT = /Could not normalize to 36 fields/;

const rows = (n: number) => countNoun(n, 'row');

const flagLabel = (flag: string) => flag.replace(/_/g, ' ');

function Stat({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <Card padding="sm" radius="md">
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.1} c={tone}>
        {formatCount(value)}
      </Text>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

function Details({ title, hint, items, total, color }: { title: string; hint?: string; items: string[]; total: number; color: string }) {
  if (items.length === 0) return null;
  return (
    <Card padding="md" style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }} component="section" aria-label={title}>
      <Text fw={600} mb={4}>
        {title}
      </Text>
      {hint && (
        <Text fz="sm" mb={4}>
          {hint}
        </Text>
      )}
      {total > items.length && (
        <Text fz="sm" c="dimmed" mb={4}>
          Showing the first {items.length} of {formatCount(total)}.
        </Text>
      )}
      <List size="sm" spacing={4} styles={{ itemLabel: { overflowWrap: 'anywhere' } }}>
        {items.map((item, i) => (
          <List.Item key={`${i}-${item}`}>{item}</List.Item>
        ))}
      </List>
    </Card>
  );
}

/** What a preview or an import found: counts, the first books, and the first messages of each kind. */
export function ImportReportView({ report }: { report: ImportReport }) {
  // one summary drives every count: the server counts field-count refusals over every row (the
  // listed messages are only the first few)
  const fieldCountRows = report.fieldCountErrors ?? report.errorDetails.filter((d) => FIELD_COUNT.test(d)).length;
  const headline = report.dryRun
    ? report.errors === 0
      ? { color: 'sage', icon: <IconCircleCheck />, title: 'Preview passed', text: `${formatCount(report.valid)} books are ready to import.` }
      : {
          color: 'red',
          icon: <IconCircleX />,
          title: 'Preview found errors',
          text: `${rows(report.errors)} will be refused. Fix them in the CSV and preview again.`,
        }
    : report.success
      ? {
          color: 'sage',
          icon: <IconCircleCheck />,
          title: 'Import complete',
          text: `Imported ${formatCount(report.imported)} books: ${formatCount(report.inserted)} new, ${formatCount(report.updated)} updated.`,
        }
      : {
          color: 'orange',
          icon: <IconAlertTriangle />,
          title: 'Imported with errors',
          text: `Imported ${formatCount(report.imported)} books; ${rows(report.errors)} ${report.errors === 1 ? 'was' : 'were'} refused and not written.`,
        };

  // With errors, the messages come first: they are what needs doing.
  const details = (
    <>
      <Details title={ADMIN_COPY.refusedRows} hint={ADMIN_COPY.refusedRowsHint} items={report.errorDetails} total={report.errors} color="red" />
      <Details title="Warnings" items={report.validationDetails} total={report.validationWarnings} color="yellow" />
      <Details title="Auto-fixes" items={report.autoFixDetails} total={report.autoFixed} color="blue" />
    </>
  );

  return (
    <Stack gap="md" aria-label={report.dryRun ? 'Preview result' : 'Import result'} component="section">
      <Alert color={headline.color} icon={headline.icon} title={headline.title}>
        <Text>{headline.text}</Text>
        {fieldCountRows > 0 && (
          <Text mt={4}>
            {/* one count for both lines: of the refused rows, this many for their field count, the rest for other reasons */}
            {IMPORT_MESSAGES.fieldCountIssues(fieldCountRows)}
            {report.errors > fieldCountRows ? ` (of the ${rows(report.errors)} refused; ${formatCount(report.errors - fieldCountRows)} for other reasons)` : ''}
            . {ADMIN_COPY.fieldCountHint}
          </Text>
        )}
      </Alert>

      <SimpleGrid cols={{ base: 3, sm: report.dryRun ? 5 : 4 }} spacing="xs">
        <Stat label="Rows" value={report.total} />
        {report.dryRun ? <Stat label="Valid books" value={report.valid} /> : <Stat label="Imported" value={report.imported} tone="sage.9" />}
        <Stat label="Refused" value={report.errors} tone={report.errors > 0 ? 'red.8' : undefined} />
        <Stat label="Warnings" value={report.validationWarnings} />
        {report.dryRun && <Stat label="Auto-fixed" value={report.autoFixed} />}
      </SimpleGrid>

      {report.errors > 0 && details}

      {report.previewData.length > 0 && (
        <div>
          <Title order={3} size="h5" mb="xs">
            {report.dryRun ? 'First books in the file' : 'First books imported'}
          </Title>
          <Stack gap="xs">
            {report.previewData.map((book, i) => (
              <Card key={`${i}-${book.isbn}-${book.title}`} padding="sm">
                <Text fw={600}>{book.title}</Text>
                <Text fz="sm" c="dimmed">
                  {book.author}
                  {book.isbn ? ` · ISBN ${book.isbn}` : ''}
                </Text>
                {book.series && (
                  <Text fz="sm" c="sage.9">
                    {ADMIN_COPY.previewSeries(book.series.name, book.series.volume)}
                  </Text>
                )}
                <Group gap={6} mt={6}>
                  {book.contentFlags.length === 0 ? (
                    <Text fz="sm" c="dimmed">
                      No content flags
                    </Text>
                  ) : (
                    book.contentFlags.map((flag) => (
                      <Badge key={flag} variant="light" color="terracotta" radius="sm" tt="none">
                        {flagLabel(flag)}
                      </Badge>
                    ))
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        </div>
      )}

      {report.errors === 0 && details}
    </Stack>
  );
}
