import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { chooseViewSwitch } from '../../features/auth/utils/admin-access';
import { usePortalAuth } from '../auth/portal-auth-provider';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';

/** The user menu of spec section 2, reduced to the name, the view switch and Log Out. */
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
        <Button variant="subtle">{fullName}</Button>
      </Menu.Target>
      <Menu.Dropdown>
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
        <Menu.Item onClick={() => void signOut()}>{t('userMenu.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
