import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useIsRouteEnabled } from '../../module-route-gate';
import { useTenantConfiguration } from '../../tenant-context';
import { useTeamAccess } from '../skill/team-access';

// The first page: the widgets (and their charts) load after it renders, so its own code stays tiny.
const DashboardBoard = lazy(async () => ({
  default: await (await import('../../../features/dashboard/components/load-board')).loadDashboardBoard(),
}));
// The room the board's skeleton takes (a button row and two widget cards), held while its code loads.
const BOARD_SKELETON_HEIGHT = 668;
const TEAM_SKILLS_PATH = '/skill/team';

/** The landing page: the title, a welcome, then my widgets (issue 18). */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  const configuration = useTenantConfiguration();
  // The widgets link to the team skill pages only where those exist for me (not while that is unknown).
  const teamAccess = useTeamAccess();
  const isTeamRouteEnabled = useIsRouteEnabled(TEAM_SKILLS_PATH);
  const isTeamSkillsOpen = teamAccess.status === 'allowed' && isTeamRouteEnabled;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>{t('area.dashboard')}</Title>
        <Title order={2} size="h3">
          {t('dashboard.welcome', { firstName: user.firstName })}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <Suspense
        fallback={
          <div role="status" aria-busy="true" data-skeleton style={{ minHeight: BOARD_SKELETON_HEIGHT }}>
            <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
          </div>
        }
      >
        <DashboardBoard configuration={configuration} teamSkillsPath={isTeamSkillsOpen ? TEAM_SKILLS_PATH : null} />
      </Suspense>
    </Stack>
  );
}
