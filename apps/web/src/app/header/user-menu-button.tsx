import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { TUser } from '@portal/contracts';
import type { ComponentPropsWithRef } from 'react';
import { UserAvatar } from '../../components/ui/user-avatar';

// Mantine's "sm" avatar.
export const USER_MENU_AVATAR_SIZE = 26;

type TUserMenuButtonProps = { user: TUser; fullName: string; pictureUrl: string | null } & Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color' | 'style'
>;

/** Picture (initials without one) and name: the user menu's button, and its placeholder's. */
export function UserMenuButton({ user, fullName, pictureUrl, ...buttonProps }: TUserMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      px="xs"
      leftSection={
        <UserAvatar
          firstName={user.firstName}
          lastName={user.lastName}
          pictureUrl={pictureUrl}
          size={USER_MENU_AVATAR_SIZE}
        />
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
