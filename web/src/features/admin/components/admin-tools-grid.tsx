import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBulb, IconDatabaseImport, IconDownload, IconFileCheck, IconTool, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ADMIN_TOOLS, type AdminToolPath } from '../model/admin-copy.js';

const TOOL_ICONS: Record<AdminToolPath, Icon> = {
  '/import-book-data': IconDatabaseImport,
  '/clean-import': IconFileCheck,
  '/export-books': IconDownload,
  '/fix-book-data': IconTool,
  '/import-test': IconBulb,
};

/** Links to the book-content tools. */
export function AdminToolsGrid() {
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" component="nav" aria-label="Book tools">
      {ADMIN_TOOLS.map((tool) => {
        const ToolIcon = TOOL_ICONS[tool.to];
        return (
          <Card key={tool.to} component={Link} to={tool.to} padding="sm" style={{ textDecoration: 'none', color: 'inherit' }}>
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
                <ToolIcon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} c="terracotta.8" lh={1.3}>
                  {tool.label}
                </Text>
                {/* Phones show the names only, so the feedback stays near the top. */}
                <Text fz="sm" c="dimmed" visibleFrom="sm">
                  {tool.description}
                </Text>
              </div>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
