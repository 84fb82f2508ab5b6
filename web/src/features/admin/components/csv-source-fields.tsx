import { Anchor, Button, FileButton, Group, Select, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_COPY } from '../model/admin-copy.js';
import { SAMPLE_CSVS } from '../model/sample-csvs.js';

const SAMPLE_FAILED = 'Error fetching books';

interface CsvSourceFieldsProps {
  text: string;
  error: string | null;
  onTextChange: (text: string) => void;
}

/** Where the CSV comes from: a sample, a file from the device, or pasted text; and the template. */
export function CsvSourceFields({ text, error, onTextChange }: CsvSourceFieldsProps) {
  const [sample, setSample] = useState<string | null>(null);

  const loadSample = async (path: string | null) => {
    setSample(path);
    if (!path) return;
    try {
      const res = await fetch(path);
      if (!res.ok) throw new Error(`${res.status}`);
      onTextChange(await res.text());
    } catch {
      notifications.show({ color: 'red', title: SAMPLE_FAILED, message: 'The sample CSV could not be loaded. Please try again.' });
    }
  };

  const loadFile = async (file: File | null) => {
    if (!file) return;
    setSample(null);
    onTextChange(await file.text());
  };

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Sample CSV"
          placeholder="Choose a sample"
          data={SAMPLE_CSVS.map((s) => ({ value: s.value, label: s.label }))}
          value={sample}
          onChange={(value) => void loadSample(value)}
          allowDeselect={false}
          style={{ flex: '1 1 260px' }}
          size="md"
        />
        <FileButton onChange={(file) => void loadFile(file)} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={18} aria-hidden="true" />}>
              Choose a file
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        label="CSV content"
        description="36 fields a row: isbn, title, author, summary, then a flag and an example for each of the 16 content categories."
        placeholder="isbn,title,author,summary,violence_flag,violence_example,…"
        rows={8}
        // One CSV row a line (scrolls sideways), so rows are easy to tell apart.
        wrap="off"
        value={text}
        onChange={(e) => onTextChange(e.currentTarget.value)}
        error={error}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } }}
        spellCheck={false}
      />
      <Group gap="md" wrap="wrap">
        <Anchor href="/csv-template.csv" download fz="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconFileDownload size={16} aria-hidden="true" />
            Download the CSV template
          </Group>
        </Anchor>
        <Anchor href="/csv-template-series.csv" download fz="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconFileDownload size={16} aria-hidden="true" />
            {ADMIN_COPY.seriesTemplate}
          </Group>
        </Anchor>
      </Group>
    </>
  );
}
