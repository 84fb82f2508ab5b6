import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBooks, IconHistory, IconInbox, IconScan, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './scanner-page.module.css';
import { useHideOnScroll } from './use-hide-on-scroll.js';
import { memo } from 'react';

/** 1..99 as they are, then '99+': the badge never needs to cut a number. */
export const countBadgeText = (count: number): string => (count > 99 ? '99+' : String(count));

function NavButton({ label, icon, count, current, onClick }: { label: string; icon: ReactNode; count?: number; current?: boolean; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.navButton} data-current={current || undefined} onClick={onClick} aria-current={current ? 'page' : undefined}>
      <span className={classes.navIcon}>
        {icon}
        {count !== undefined && count > 0 && (
          // Not `circle`: a circle's fixed width cut 10 to '1..'. The pill grows with its text.
          <Badge size="sm" className={classes.navBadge} aria-hidden="true" data-count-badge>
            {countBadgeText(count)}
          </Badge>
        )}
      </span>
      <Text component="span" fz="xs" fw={700}>
        {label}
        {/* named by what it shows (axe: label-content-name-mismatch), with the count for screen readers */}
        {count !== undefined && <VisuallyHidden component="span">{` (${count})`}</VisuallyHidden>}
      </Text>
    </UnstyledButton>
  );
}

export interface BottomNavProps {
  libraryCount: number;
  tbrCount: number;
  /** Book requests from the family's readers waiting for an answer. */
  requestCount: number;
  onScan: () => void;
  onProfiles: () => void;
  onLibrary: () => void;
  onTbr: () => void;
  onRequests: () => void;
}

/** Scan (this screen), Profiles, Library, TBR and Requests with their counts; slides away while scrolling. */
export const BottomNav = memo(function BottomNav({ libraryCount, tbrCount, requestCount, onScan, onProfiles, onLibrary, onTbr, onRequests }: BottomNavProps) {
  const hidden = useHideOnScroll();
  return (
    <nav aria-label="Main" className={classes.bottomNav} data-hidden={hidden || undefined}>
      <Group gap={0} wrap="nowrap" className={classes.bottomNavInner}>
        <NavButton label="Scan" icon={<IconScan size={24} aria-hidden="true" />} current onClick={onScan} />
        <NavButton label="Profiles" icon={<IconUsers size={24} aria-hidden="true" />} onClick={onProfiles} />
        <NavButton label="Library" icon={<IconHistory size={24} aria-hidden="true" />} count={libraryCount} onClick={onLibrary} />
        <NavButton label="TBR" icon={<IconBooks size={24} aria-hidden="true" />} count={tbrCount} onClick={onTbr} />
        <NavButton label="Requests" icon={<IconInbox size={24} aria-hidden="true" />} count={requestCount} onClick={onRequests} />
      </Group>
    </nav>
  );
});
