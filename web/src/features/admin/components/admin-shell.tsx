import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout.js';

interface AdminShellProps {
  title: string;
  description?: string;
  /** Tool pages link back to the dashboard; the dashboard itself does not. */
  backToDashboard?: boolean;
  size?: number;
  children: ReactNode;
}

/** The frame of every admin page: the site header, a calm heading and one column of content. */
export function AdminShell({ title, description, backToDashboard = true, size = 880, children }: AdminShellProps) {
  return (
    <PageLayout>
      <title>{`${title} · ShelfCheck admin`}</title>
      <Container size={size} py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'lg' }}>
        <Stack gap={4} mb="lg">
          {backToDashboard && (
            <Anchor component={Link} to="/admin" fz="sm" c="dimmed" w="fit-content">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden="true" />
                Admin dashboard
              </Group>
            </Anchor>
          )}
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </PageLayout>
  );
}
