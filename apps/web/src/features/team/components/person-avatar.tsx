import { UserAvatar } from '../../../components/ui/user-avatar';
import { namesOf } from '../utils/format';

type TPersonAvatarProps = { displayName: string; pictureUrl: string | null; size?: number };

/** A team member's picture or initials, decoration beside their name. */
export function PersonAvatar({ displayName, pictureUrl, size = 36 }: TPersonAvatarProps) {
  const { firstName, lastName } = namesOf(displayName);
  return <UserAvatar firstName={firstName} lastName={lastName} pictureUrl={pictureUrl} size={size} />;
}
