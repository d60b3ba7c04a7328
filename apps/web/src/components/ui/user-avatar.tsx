import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

/** The first letter of each name, upper-case: what shows when a user has no picture. */
function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * Backgrounds of initials, white on each at least 4.5:1 (user-avatar.test.ts). Mantine's own
 * "initials" colours draw some names in orange or yellow text on a pale tint (3.6:1 and less).
 */
export const INITIALS_COLORS = [
  'blue.9',
  'indigo.9',
  'violet.9',
  'grape.9',
  'pink.9',
  'red.9',
  'cyan.9',
  'teal.9',
] as const;

/** The same colour for the same name, every time and everywhere. */
export function initialsColorOf(name: string): (typeof INITIALS_COLORS)[number] {
  let hash = 0;
  for (const character of name) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  }
  return INITIALS_COLORS[hash % INITIALS_COLORS.length] ?? INITIALS_COLORS[0];
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

/** A user's picture, or their initials (white on a dark colour of their name). */
export function UserAvatar({ firstName, lastName, pictureUrl, size, alt }: TUserAvatarProps) {
  const isDecorative = alt === undefined;
  return (
    <Avatar
      src={pictureUrl}
      alt={alt ?? ''}
      size={size}
      variant="filled"
      color={initialsColorOf(`${firstName} ${lastName}`)}
      aria-hidden={isDecorative ? 'true' : undefined}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
