import { ActionIcon, Container, Group, Menu } from '@mantine/core';
import { IconDotsVertical, IconHelp, IconLogout, IconMessage2, IconRestore, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand.js';
import classes from './scanner-page.module.css';

export interface ScannerHeaderProps {
  onProfiles(): void;
  onFeedback(): void;
  onResetData(): void;
  onSignOut(): void;
}

/** The brand, the gear (Profiles) and a menu: feedback, help, resetting saved data, signing out. */
export function ScannerHeader({ onProfiles, onFeedback, onResetData, onSignOut }: ScannerHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size={720} h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap={6} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray.8" size={44} aria-label="Profile settings" onClick={onProfiles}>
              <IconSettings size={24} aria-hidden="true" />
            </ActionIcon>
            <Menu position="bottom-end" shadow="md" width={230}>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray.8" size={44} aria-label="Account menu">
                  <IconDotsVertical size={24} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconMessage2 size={18} aria-hidden="true" />} onClick={onFeedback}>
                  Send Feedback
                </Menu.Item>
                <Menu.Item leftSection={<IconHelp size={18} aria-hidden="true" />} component={Link} to="/help">
                  Help &amp; FAQ
                </Menu.Item>
                <Menu.Item leftSection={<IconShieldLock size={18} aria-hidden="true" />} component={Link} to="/account">
                  Your data
                </Menu.Item>
                <Menu.Item leftSection={<IconRestore size={18} aria-hidden="true" />} onClick={onResetData}>
                  Reset saved data
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={onSignOut}>
                  Sign out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
