import { Anchor, Box, Container, List, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { PageLayout } from '../../../components/page-layout.js';
import { LEGAL_LAST_UPDATED, type LegalSection } from '../model/legal-section.js';

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** A long static text made easy to read: a contents list, numbered sections, a comfortable measure. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <PageLayout>
      <title>{`${title} · ShelfCheck`}</title>
      <Container size={760} py={{ base: 'xl', sm: 48 }}>
        <Stack gap="xs" mb="xl">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">Last updated: {LEGAL_LAST_UPDATED}</Text>
          <Text fz="lg" mt="sm">
            {intro}
          </Text>
        </Stack>
        <Paper component="nav" aria-labelledby="contents-title" withBorder radius="lg" p="lg" mb="xl">
          <Title id="contents-title" order={2} size="h4" mb="sm">
            Contents
          </Title>
          <List type="ordered" spacing={6}>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        <Typography>
          {sections.map((section, index) => (
            <Box component="section" key={section.id} aria-labelledby={section.id} mb="xl">
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </Box>
          ))}
        </Typography>
      </Container>
    </PageLayout>
  );
}
