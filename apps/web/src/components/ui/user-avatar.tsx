import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

/** The first letter of each name, upper-case: what shows when a user has no picture. */
function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
}

type TUserAvatarProps = {
  firstName: string;
  lastName: string;
  /** The picture's image URL; null shows the initials, as does a picture that fails to load. */
  pictureUrl: string | null;
  size: AvatarProps['size'];
  /** The picture's text alternative; leave it out where the avatar is decoration beside the name. */
  alt?: string;
};

/** A user's picture, or their initials. */
export function UserAvatar({ firstName, lastName, pictureUrl, size, alt }: TUserAvatarProps) {
  const isDecorative = alt === undefined;
  return (
    <Avatar
      src={pictureUrl}
      alt={alt ?? ''}
      size={size}
      color="initials"
      name={`${firstName} ${lastName}`}
      aria-hidden={isDecorative ? 'true' : undefined}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
