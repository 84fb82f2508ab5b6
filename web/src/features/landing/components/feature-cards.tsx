import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilter, IconHeart, IconListDetails, IconTargetArrow } from '@tabler/icons-react';

const FEATURES = [
  {
    title: 'Content Filtering',
    text: 'Tell us the themes you would rather avoid, from violence to scary scenes, and see them called out clearly.',
    Icon: IconFilter,
  },
  {
    title: 'Interest Matching',
    text: 'Match books to what each reader loves: favourite genres, characters and the kinds of stories they enjoy.',
    Icon: IconHeart,
  },
  {
    title: 'Perfect Fits',
    text: 'Age-appropriate picks with a clear match for every reader profile in your family.',
    Icon: IconTargetArrow,
  },
  {
    title: 'Detailed Insights',
    text: 'Summaries, the reasons behind each match, reviews from different perspectives and answers to your questions.',
    Icon: IconListDetails,
  },
] as const;

export function FeatureCards() {
  return (
    <Box component="section" aria-labelledby="features" py={{ base: 48, sm: 72 }} style={{ background: 'var(--mantine-color-terracotta-0)' }}>
      <Container size="lg">
        <Title id="features" order={2} ta="center" mb={{ base: 'lg', sm: 'xl' }}>
          Everything you need to choose well
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FEATURES.map(({ title, text, Icon }) => (
            <Card key={title} shadow="xs">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true" mb="md">
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
