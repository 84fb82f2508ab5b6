import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBooks, IconHistory, IconScan, IconUsers } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';

const SCROLL_RETURN_MS = 600;

function NavButton({ label, icon, count, active, onClick }: { label: string; icon: ReactNode; count?: number; active?: boolean; onClick(): void }) {
  return (
    <UnstyledButton onClick={onClick} aria-label={count !== undefined ? `${label} (${count})` : label} aria-current={active ? 'page' : undefined} style={{ flex: 1, padding: '8px 0', minHeight: 56 }}>
      <Stack gap={2} align="center" c={active ? 'var(--mantine-primary-color-filled)' : 'dimmed'}>
        <div style={{ position: 'relative' }}>
          {icon}
          {count !== undefined && count > 0 && <Badge size="xs" circle style={{ position: 'absolute', top: -6, right: -12 }}>{count}</Badge>}
        </div>
        <Text fz="xs" fw={600}>{label}</Text>
      </Stack>
    </UnstyledButton>
  );
}

/** Scan, Profiles, Library and TBR; hides while the page scrolls and returns 600 ms after. */
export function BottomNav({ libraryCount, tbrCount, onScan, onProfiles, onLibrary, onTbr }: { libraryCount: number; tbrCount: number; onScan(): void; onProfiles(): void; onLibrary(): void; onTbr(): void }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setHidden(true);
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(false), SCROLL_RETURN_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return (
    <Paper component="nav" aria-label="Scanner" shadow="md" radius={0} withBorder
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 100, transform: hidden ? 'translateY(110%)' : 'none', transition: 'transform 200ms ease', paddingBottom: 'env(safe-area-inset-bottom)' }}>
      <Group gap={0} maw={640} mx="auto" wrap="nowrap">
        <NavButton label="Scan" icon={<IconScan size={24} aria-hidden="true" />} active onClick={onScan} />
        <NavButton label="Profiles" icon={<IconUsers size={24} aria-hidden="true" />} onClick={onProfiles} />
        <NavButton label="Library" icon={<IconHistory size={24} aria-hidden="true" />} count={libraryCount} onClick={onLibrary} />
        <NavButton label="TBR" icon={<IconBooks size={24} aria-hidden="true" />} count={tbrCount} onClick={onTbr} />
      </Group>
    </Paper>
  );
}
