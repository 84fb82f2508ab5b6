import { ActionIcon, Container, Group, Menu } from '@mantine/core';
import {
  IconDotsVertical,
  IconHelp,
  IconLayoutDashboard,
  IconLogout,
  IconMessage2,
  IconRestore,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand.js';
import { useAuth } from '../../session/auth-context.js';
import { useGetProfileQuery } from '../../session/session.api.js';
import classes from './scanner-page.module.css';
import { memo, startTransition, useEffect, useState } from 'react';

export interface ScannerHeaderProps {
  onProfiles: () => void;
  onFeedback: () => void;
  onResetData: () => void;
  onSignOut: () => void;
}

/** The brand, the gear (Profiles) and a menu: feedback, help, your data, the admin area (admins only), resetting saved data, signing out. */
export const ScannerHeader = memo(function ScannerHeader({ onProfiles, onFeedback, onResetData, onSignOut }: ScannerHeaderProps) {
  const { status } = useAuth();
  // The profile is already cached by the session provider: this reads it, it does not fetch again.
  const { data: profile } = useGetProfileQuery(undefined, { skip: status !== 'signedIn' });
  // The menu (a popover in a portal, which renders again right after mounting) joins in the task
  // after the page's first render, out of the long task in which the app takes the page over;
  // until then its button is drawn the same, without the menu behind it.
  const [menuReady, setMenuReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setMenuReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  const menuButton = (
    <ActionIcon variant="subtle" color="gray.8" size={44} aria-label="Account menu">
      <IconDotsVertical size={24} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    <header className={classes.header}>
      <Container size={720} h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap={6} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray.8" size={44} aria-label="Profile settings" onClick={onProfiles}>
              <IconSettings size={24} aria-hidden="true" />
            </ActionIcon>
            {!menuReady && menuButton}
            {menuReady && (
              <Menu position="bottom-end" shadow="md" width={230}>
                <Menu.Target>{menuButton}</Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconMessage2 size={18} aria-hidden="true" />} onClick={onFeedback}>
                    Send Feedback
                  </Menu.Item>
                  <Menu.Item leftSection={<IconHelp size={18} aria-hidden="true" />} component={Link} to="/help">
                    Help &amp; FAQ
                  </Menu.Item>
                  <Menu.Item leftSection={<IconUsers size={18} aria-hidden="true" />} component={Link} to="/household">
                    Household
                  </Menu.Item>
                  <Menu.Item leftSection={<IconShieldLock size={18} aria-hidden="true" />} component={Link} to="/account">
                    Your data
                  </Menu.Item>
                  {profile?.is_admin === true && (
                    <Menu.Item leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />} component={Link} to="/admin">
                      Admin
                    </Menu.Item>
                  )}
                  <Menu.Item leftSection={<IconRestore size={18} aria-hidden="true" />} onClick={onResetData}>
                    Reset saved data
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={onSignOut}>
                    Sign out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
});
