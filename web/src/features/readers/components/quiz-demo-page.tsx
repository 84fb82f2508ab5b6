import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout.js';
import { DEMO_ANSWERS } from '../model/demo-answers.js';
import { buildLocalSummary } from '../model/local-summary.js';
import type { QuizData } from '../model/reader.types.js';
import { QuizWizard } from './quiz/quiz-wizard.js';

/**
 * /quiz-demo, open to visitors: the real quiz with sample answers filled in. Nothing is sent or
 * saved; the summary at the end is written in the browser, as the app does when the AI is away.
 */
export function QuizDemoPage() {
  const [run, setRun] = useState(0);
  const [result, setResult] = useState<QuizData | null>(null);

  return (
    <PageLayout>
      <title>Try the reading quiz · ShelfCheck</title>
      <Container size={640} py={{ base: 'lg', sm: 48 }}>
        <Stack gap="lg">
          <div>
            <Title order={1}>Try the reading quiz</Title>
            <Text c="dimmed" mt={6} fz="lg">
              See how ShelfCheck gets to know a reader. We filled in answers for Mia, age 9; change anything you like.
            </Text>
          </div>
          <Alert variant="light" color="sage" icon={<IconInfoCircle aria-hidden="true" />}>
            This is a demo: nothing you choose here is saved or sent anywhere.
          </Alert>
          <Card padding="lg" radius="lg">
            {result ? (
              <Stack gap="md">
                <Title order={2} size="h3">
                  {result.name}’s Reading Profile
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }} lh={1.65}>
                  {buildLocalSummary(result)}
                </Text>
                <Text fz="sm" c="dimmed">
                  With an account, this profile is written by our AI and every book you scan is checked against it.
                </Text>
                <Group>
                  <Button component={Link} to="/auth">
                    Create your free account
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => {
                      setResult(null);
                      setRun((n) => n + 1);
                    }}
                  >
                    Start over
                  </Button>
                </Group>
              </Stack>
            ) : (
              <QuizWizard
                key={run}
                flow="demo"
                initialAnswers={DEMO_ANSWERS}
                onCancel={() => setRun((n) => n + 1)}
                onComplete={(quiz) => {
                  setResult(quiz);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            )}
          </Card>
        </Stack>
      </Container>
    </PageLayout>
  );
}
