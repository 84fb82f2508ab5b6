import { Accordion, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FeedbackForm } from '../../../components/feedback-form/feedback-form.js';
import { PageLayout } from '../../../components/page-layout.js';
import { FAQ_ITEMS } from './faq-items.js';

/** /help: frequently asked questions (one open at a time), feedback form, and where else to turn. */
export function HelpPage() {
  return (
    <PageLayout>
      <title>Help · ShelfCheck</title>
      <Container size={760} py={{ base: 'xl', sm: 48 }}>
        <Stack gap={4} mb="xl">
          <Title order={1}>How can we help?</Title>
          <Text fz="lg" c="dimmed">
            Answers to common questions about scanning, profiles, subscriptions and privacy.
          </Text>
        </Stack>

        <section aria-labelledby="faq-title">
          <Title id="faq-title" order={2} size="h3" mb="md">
            Frequently asked questions
          </Title>
          <Accordion
            variant="separated"
            radius="md"
            order={3}
            styles={{
              item: {
                background: 'var(--mantine-color-white)',
                border: '1px solid var(--mantine-color-default-border)',
              },
            }}
          >
            {FAQ_ITEMS.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control py="xs">
                  <Text fw={600}>{item.question}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text lh={1.65}>{item.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>

        <Card component="section" aria-labelledby="feedback-title" mt={48}>
          <Title id="feedback-title" order={2} size="h3">
            Send Us Feedback
          </Title>
          <Text c="dimmed" mb="lg" mt={4}>
            Found a problem, or have an idea? We read every message.
          </Text>
          <FeedbackForm />
        </Card>

        <Card component="section" aria-labelledby="still-need-help-title" mt="xl" bg="var(--mantine-color-terracotta-0)">
          <Title id="still-need-help-title" order={2} size="h3">
            Still Need Help?
          </Title>
          <Text mt={6} mb="md">
            If your question is not answered here, send us a message with the form above and include your email address. We will reply as soon as we can.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/privacy" variant="default">
              Privacy Policy
            </Button>
            <Button component={Link} to="/terms" variant="default">
              Terms of Service
            </Button>
          </Group>
        </Card>
      </Container>
    </PageLayout>
  );
}
