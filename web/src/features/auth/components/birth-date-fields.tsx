import { Box, Group, NativeSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ageFromBirthDate, birthYearOptions } from '../../../../../domain/index.js';
import { daysInMonth, MONTH_NAMES, toIsoDate, type BirthDateParts } from '../model/birth-date.js';

interface BirthDateFieldsProps {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  today: Date;
}

/** The parts a date after `today` would need are not offered: no birth date in the future can be picked. */
function latestParts(today: Date) {
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}

/** Month, day and year dropdowns (native pickers on phones) and the age they make. */
export function BirthDateFields({ value, onChange, today }: BirthDateFieldsProps) {
  const years = useMemo(() => birthYearOptions(today), [today]);
  const latest = latestParts(today);
  const inLatestYear = Number(value.year) === latest.year;
  const monthCount = inLatestYear ? latest.month : 12;
  const fullDays = daysInMonth(Number(value.month), value.year ? Number(value.year) : null);
  const dayCount = inLatestYear && Number(value.month) === latest.month ? Math.min(fullDays, latest.day) : fullDays;
  const isoDate = toIsoDate(value);
  const age = isoDate ? ageFromBirthDate(isoDate, today) : 0;

  const update = (part: keyof BirthDateParts) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = { ...value, [part]: event.currentTarget.value };
    // Keep the day valid when the month or year shortens (31 March → April), and never after today.
    if (next.day && Number(next.day) > daysInMonth(Number(next.month), next.year ? Number(next.year) : null)) next.day = '';
    if (Number(next.year) === latest.year) {
      if (Number(next.month) > latest.month) next.month = '';
      if (Number(next.month) === latest.month && Number(next.day) > latest.day) next.day = '';
    }
    onChange(next);
  };

  return (
    <Box component="fieldset" p={0} m={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} p={0} mb={4}>
        Date of birth
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NativeSelect
          aria-label="Birth month"
          value={value.month}
          onChange={update('month')}
          data={[{ value: '', label: 'Month' }, ...MONTH_NAMES.slice(0, monthCount).map((name, i) => ({ value: String(i + 1), label: name }))]}
          rightSectionWidth={28}
          style={{ flex: '1.4 1 0', minWidth: 0 }}
        />
        <NativeSelect
          aria-label="Birth day"
          value={value.day}
          onChange={update('day')}
          data={[{ value: '', label: 'Day' }, ...Array.from({ length: dayCount }, (_, i) => String(i + 1))]}
          rightSectionWidth={28}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
        <NativeSelect
          aria-label="Birth year"
          value={value.year}
          onChange={update('year')}
          data={[{ value: '', label: 'Year' }, ...years.map(String)]}
          rightSectionWidth={28}
          style={{ flex: '1.3 1 0', minWidth: 0 }}
        />
      </Group>
      {age > 0 && (
        <Text size="sm" c="dimmed" mt={6} aria-live="polite">
          Age: {age}
        </Text>
      )}
    </Box>
  );
}
