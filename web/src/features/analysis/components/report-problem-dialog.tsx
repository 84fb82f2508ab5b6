import { Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { Analysis, ContentConsideration } from '../model/analysis.types.js';
import { ReportProblemForm } from './report-problem-form.js';

/**
 * 'Report a problem' opened straight from a consideration row of the card, flagged or not: what our
 * notes say now, then the report form (the five kinds, a note, Send; the toast confirms).
 */
export function ReportProblemDialog({ book, consideration, onClose }: { book: Analysis; consideration: ContentConsideration | null; onClose: () => void }) {
  return (
    <Modal opened={consideration !== null} onClose={onClose} title={ANALYSIS_MESSAGES.reportTitle(consideration?.label ?? '')} centered radius="lg" size="lg">
      {consideration && (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {consideration.present
              ? ANALYSIS_MESSAGES.reportCurrentFlagged(consideration.severity)
              : consideration.rated === false
                ? ANALYSIS_MESSAGES.reportCurrentNotRated
                : ANALYSIS_MESSAGES.reportCurrentNotFlagged}
          </Text>
          <ReportProblemForm book={book} consideration={consideration} onDone={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
