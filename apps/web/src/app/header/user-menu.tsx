import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { chooseViewSwitch } from '../../features/auth/utils/admin-access';
import { usePortalAuth } from '../auth/portal-auth-provider';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';

function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * The user menu of spec section 2: picture (initials until the media service serves pictures),
 * first and last name, Profile, Switch to Admin / Switch to User, Log Out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, permissions } = useSignedInSession();
  const { modules } = useTenantConfiguration();
  const { signOut } = usePortalAuth();
  const { pathname } = useLocation();
  const viewSwitch = chooseViewSwitch(permissions, modules, pathname);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          px="xs"
          aria-label={fullName}
          leftSection={
            <Avatar size="sm" color="initials" aria-hidden="true">
              {initialsOf(user.firstName, user.lastName)}
            </Avatar>
          }
        >
          <Text span visibleFrom="sm" inherit>
            {fullName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {t('userMenu.profile')}
        </Menu.Item>
        {viewSwitch === 'to-admin' ? (
          <Menu.Item component={Link} to="/admin">
            {t('userMenu.switchToAdmin')}
          </Menu.Item>
        ) : null}
        {viewSwitch === 'to-user' ? (
          <Menu.Item component={Link} to="/">
            {t('userMenu.switchToUser')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('userMenu.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
