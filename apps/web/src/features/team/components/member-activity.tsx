import { Stack } from '@mantine/core';
import type { TTeamRecentActivity } from '@portal/contracts';
import { ActivityText } from './activity-text';

/** The member's latest learning record statements, newest first. */
export function MemberActivity({ activity, locale }: { activity: readonly TTeamRecentActivity[]; locale: string }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {activity.map((entry, index) => (
        <li key={`${entry.at}-${String(index)}`}>
          <ActivityText activity={entry} locale={locale} />
        </li>
      ))}
    </Stack>
  );
}
