import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { TUser } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router';
import { UserAvatar } from '../../components/ui/user-avatar';
import { chooseViewSwitch } from '../../features/auth/utils/admin-access';
import { usePortalAuth } from '../auth/portal-auth-provider';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';
import { useProfilePictureUrl } from '../use-profile-picture-url';

// The list (Mantine's Menu and floating-ui) loads just after the first render; see desktop-nav.
const UserMenuDropdown = lazy(async () => ({ default: (await import('./user-menu-dropdown')).UserMenuDropdown }));

// Mantine's "sm" avatar.
const AVATAR_SIZE = 26;

type TUserMenuButtonProps = { user: TUser; fullName: string; pictureUrl: string | null } & Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color' | 'style'
>;

/** Picture (initials without one) and name; the menu's target. */
function UserMenuButton({ user, fullName, pictureUrl, ...buttonProps }: TUserMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      px="xs"
      leftSection={
        <UserAvatar firstName={user.firstName} lastName={user.lastName} pictureUrl={pictureUrl} size={AVATAR_SIZE} />
      }
      {...buttonProps}
    >
      {/* The name is the button's name: shown from tablets on, read out (only) on phones. */}
      <Text span visibleFrom="sm" inherit>
        {fullName}
      </Text>
      <VisuallyHidden hiddenFrom="sm">{fullName}</VisuallyHidden>
    </Button>
  );
}

/**
 * The user menu of spec section 2: picture, first and last name, Profile, Switch to Admin /
 * Switch to User, Log Out.
 */
export function UserMenu() {
  const { user, permissions } = useSignedInSession();
  const { modules } = useTenantConfiguration();
  const { signOut } = usePortalAuth();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const viewSwitch = chooseViewSwitch(permissions, modules, pathname);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // Built once here (this stays mounted): the placeholder and the real button show the same URL,
  // so the picture (its CDN picked at random per URL) downloads once.
  const pictureUrl = useProfilePictureUrl(user.pictureMediaId, AVATAR_SIZE);

  return (
    <Suspense
      fallback={
        <UserMenuButton
          user={user}
          fullName={fullName}
          pictureUrl={pictureUrl}
          aria-haspopup="menu"
          onClick={() => setOpened(true)}
        />
      }
    >
      <UserMenuDropdown
        fullName={fullName}
        viewSwitch={viewSwitch}
        onSignOut={() => void signOut()}
        opened={opened}
        onOpenedChange={setOpened}
        trigger={<UserMenuButton user={user} fullName={fullName} pictureUrl={pictureUrl} />}
      />
    </Suspense>
  );
}
