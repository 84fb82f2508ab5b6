import { Center, Loader, Stack, Text } from '@mantine/core';

/** Whole-screen spinner with a spoken and visible label, used while the session is checked. */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
