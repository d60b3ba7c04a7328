import { Menu } from '@mantine/core';
import type { TUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenedOnArrival } from '../../components/ui/menu-opened-on-arrival';
import type { TMenuOpening } from '../../components/ui/deferred-menu';
import type { TViewSwitch } from '../../features/auth/utils/admin-access';
import { UserMenuButton } from './user-menu-button';

type TUserMenuDropdownProps = {
  user: TUser;
  fullName: string;
  pictureUrl: string | null;
  viewSwitch: TViewSwitch;
  onSignOut: () => void;
  /** The placeholder's first activation, which loaded this menu: it opens at once. */
  opening: TMenuOpening;
};

/** The user menu's list: Profile, Switch to Admin / Switch to User, Log Out (spec section 2). */
export function UserMenuDropdown({
  user,
  fullName,
  pictureUrl,
  viewSwitch,
  onSignOut,
  opening,
}: TUserMenuDropdownProps) {
  const { t } = useTranslation();
  const { targetRef, opened, setOpened } = useOpenedOnArrival<HTMLButtonElement>(opening);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton ref={targetRef} user={user} fullName={fullName} pictureUrl={pictureUrl} />
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
        <Menu.Item onClick={onSignOut}>{t('userMenu.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
