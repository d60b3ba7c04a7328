import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TViewSwitch } from '../../features/auth/utils/admin-access';

type TUserMenuDropdownProps = {
  fullName: string;
  viewSwitch: TViewSwitch;
  onSignOut: () => void;
  /**
   * Held by the always-mounted parent: a click on the placeholder just as this component arrives
   * still opens it (an initial "opened on mount" would miss a click landing after the mount).
   */
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  trigger: ReactNode;
};

/** The user menu's list: Profile, Switch to Admin / Switch to User, Log Out (spec section 2). */
export function UserMenuDropdown({
  fullName,
  viewSwitch,
  onSignOut,
  opened,
  onOpenedChange,
  trigger,
}: TUserMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onOpenedChange}>
      <Menu.Target>{trigger}</Menu.Target>
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
        <Menu.Item onClick={onSignOut}>{t('userMenu.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
