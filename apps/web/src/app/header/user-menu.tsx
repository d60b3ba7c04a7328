import { Avatar, Button, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router';
import { chooseViewSwitch } from '../../features/auth/utils/admin-access';
import { usePortalAuth } from '../auth/portal-auth-provider';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';

// The list (Mantine's Menu and floating-ui) loads just after the first render; see desktop-nav.
const UserMenuDropdown = lazy(async () => ({ default: (await import('./user-menu-dropdown')).UserMenuDropdown }));

function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
}

type TUserMenuButtonProps = { fullName: string; initials: string } & Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color' | 'style'
>;

/** Picture (initials until the media service serves pictures) and name; the menu's target. */
function UserMenuButton({ fullName, initials, ...buttonProps }: TUserMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      px="xs"
      leftSection={
        <Avatar size="sm" color="initials" aria-hidden="true">
          {initials}
        </Avatar>
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
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const viewSwitch = chooseViewSwitch(permissions, modules, pathname);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initials = initialsOf(user.firstName, user.lastName);

  return (
    <Suspense
      fallback={
        <UserMenuButton
          fullName={fullName}
          initials={initials}
          aria-haspopup="menu"
          onClick={() => setOpenOnLoad(true)}
        />
      }
    >
      <UserMenuDropdown
        fullName={fullName}
        viewSwitch={viewSwitch}
        onSignOut={() => void signOut()}
        defaultOpened={openOnLoad}
        trigger={<UserMenuButton fullName={fullName} initials={initials} />}
      />
    </Suspense>
  );
}
