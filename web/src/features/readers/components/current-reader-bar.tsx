import { Avatar, Button, Card, Group, Menu, Skeleton, Text } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useAppDispatch } from '../../../app/hooks.js';
import { readerSelected } from '../../../app/reader-selection.slice.js';
import { useSelectedReader } from '../api/use-selected-reader.js';
import { memo, useState, type ComponentPropsWithoutRef } from 'react';
import { useMountedAfterFirstCommit } from '../../../app/after-first-commit.js';

/**
 * Whose books are being checked: the current profile's name (with the age for family members),
 * and a quick switch between readers. `onManageProfiles` adds a way into the Profiles sheet.
 */
export const CurrentReaderBar = memo(function CurrentReaderBar({ onManageProfiles }: { onManageProfiles?: () => void }) {
  const dispatch = useAppDispatch();
  const { reader, readers, isLoading } = useSelectedReader();
  // The menu comes right after the bar's first commit (after-first-commit.ts); until then the same
  // button, which opens the menu as it arrives if it is pressed meanwhile.
  const menuReady = useMountedAfterFirstCommit();
  const [menuOpened, setMenuOpened] = useState(false);
  if (isLoading || !reader) return <Skeleton height={72} radius="lg" />;
  const label = reader.isSelf ? reader.displayName : `${reader.name}, Age ${reader.age}`;
  const changeButton = (props: ComponentPropsWithoutRef<'button'>) => (
    <Button
      variant="light"
      size="sm"
      px="sm"
      style={{ flexShrink: 0 }}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      aria-label={`Change reader (now ${reader.displayName})`}
      {...props}
    >
      Change
    </Button>
  );

  return (
    <Card padding="sm" radius="lg" aria-label="Current profile" component="section">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <Avatar radius="xl" size={40} color={reader.isSelf ? 'sage' : 'terracotta'} aria-hidden="true">
            {reader.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
              Checking for
            </Text>
            <Text fw={700} fz="lg" lineClamp={1}>
              {label}
            </Text>
          </div>
        </Group>
        {menuReady ? (
          <Menu opened={menuOpened} onChange={setMenuOpened} position="bottom-end" shadow="md" withinPortal styles={{ item: { minHeight: 44 } }}>
            <Menu.Target>{changeButton({})}</Menu.Target>
            <Menu.Dropdown miw={220}>
              <Menu.Label>Check books for</Menu.Label>
              {readers.map((r) => (
                <Menu.Item
                  key={r.id}
                  onClick={() => {
                    if (r.id !== reader.id) dispatch(readerSelected(r.id));
                  }}
                  rightSection={r.id === reader.id ? <IconCheck size={16} aria-hidden="true" /> : null}
                  aria-current={r.id === reader.id ? 'true' : undefined}
                >
                  {r.displayName}
                </Menu.Item>
              ))}
              {onManageProfiles && (
                <>
                  <Menu.Divider />
                  <Menu.Item onClick={onManageProfiles}>Manage profiles…</Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : (
          changeButton({ 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setMenuOpened(true) })
        )}
      </Group>
    </Card>
  );
});
