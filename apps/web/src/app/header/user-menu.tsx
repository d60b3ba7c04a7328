import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useMenuPlaceholder } from '../../components/ui/deferred-menu';
import { chooseViewSwitch } from '../../features/auth/utils/admin-access';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { usePortalAuth } from '../auth/portal-auth-provider';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';
import { useProfilePictureUrl } from '../use-profile-picture-url';
import { USER_MENU_AVATAR_SIZE, UserMenuButton } from './user-menu-button';

// The list (Mantine's Menu, Popover and floating-ui) loads when the user first opens it.
const UserMenuDropdown = lazyWhenOnline(async () => ({
  default: (await import('./user-menu-dropdown')).UserMenuDropdown,
}));

/**
 * The user menu of spec section 2: picture, first and last name, Profile, Switch to Admin /
 * Switch to User, Log Out.
 */
export function UserMenu() {
  const { user, permissions } = useSignedInSession();
  const { modules } = useTenantConfiguration();
  const { signOut } = usePortalAuth();
  const { pathname } = useLocation();
  const { opening, placeholderProps } = useMenuPlaceholder();
  const viewSwitch = chooseViewSwitch(permissions, modules, pathname);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // Built once here (this stays mounted): the placeholder and the menu's button show the same URL,
  // so the picture (its CDN picked at random per URL) downloads once.
  const pictureUrl = useProfilePictureUrl(user.pictureMediaId, USER_MENU_AVATAR_SIZE);
  const placeholder = <UserMenuButton user={user} fullName={fullName} pictureUrl={pictureUrl} {...placeholderProps} />;

  return (
    // The first opening is a transition: the placeholder itself stays until the menu replaces it.
    <Suspense fallback={placeholder}>
      {opening ? (
        <UserMenuDropdown
          user={user}
          fullName={fullName}
          pictureUrl={pictureUrl}
          viewSwitch={viewSwitch}
          onSignOut={() => void signOut()}
          opening={opening}
        />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
