import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

const STEPS = [
  {
    title: 'Scan a Book',
    text: 'Point your phone at the cover, or search by title and author.',
  },
  {
    title: 'Get AI Analysis',
    text: 'See a short summary, the main themes and any content you may want to know about.',
  },
  {
    title: 'Make Confident Choices',
    text: 'Check how well it fits each reader in your family, then decide together.',
  },
] as const;

/** Three numbered steps, stacked on phones and side by side on wider screens. */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works" py={{ base: 40, sm: 56 }}>
      <Container size="lg">
        <Title id="how-it-works" order={2} ta="center" mb={{ base: 'lg', sm: 'xl' }}>
          How it works
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="xl" p={0} m={0} style={{ listStyle: 'none' }}>
          {STEPS.map((step, index) => (
            <Stack component="li" key={step.title} gap="xs" align="center" ta="center">
              <ThemeIcon size={52} radius="xl" variant="filled" aria-hidden="true">
                <Text fw={700} fz={22} c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed" maw={300}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
