import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The ShelfCheck name with its mark; a link home unless `asLink` is false. */
export function Brand({ asLink = true }: { asLink?: boolean }) {
  const content = (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="md" aria-hidden="true">
        <IconBook size={20} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={22} ff="heading" c="var(--mantine-color-text)">
        ShelfCheck
      </Text>
    </Group>
  );
  if (!asLink) return content;
  return (
    <Link to="/" style={{ textDecoration: 'none', borderRadius: 8 }}>
      {content}
    </Link>
  );
}
