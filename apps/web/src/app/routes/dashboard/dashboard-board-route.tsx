import { DashboardBoard } from '../../../features/dashboard/components/dashboard-board';
import { useIsRouteEnabled } from '../../module-route-gate';
import { useTenantConfiguration } from '../../tenant-context';
import { useTeamAccess } from '../skill/team-access';

const TEAM_SKILLS_PATH = '/skill/team';

/**
 * The board with what only the app knows: whether the team skill pages exist for me (manager, skills
 * on, module on). Loaded with the board, not with the first page: the skills' contracts weigh.
 */
export function DashboardBoardRoute() {
  const configuration = useTenantConfiguration();
  const teamAccess = useTeamAccess();
  const isTeamRouteEnabled = useIsRouteEnabled(TEAM_SKILLS_PATH);
  // The widgets link to the team skill pages only where those exist (not while that is unknown).
  const isTeamSkillsOpen = teamAccess.status === 'allowed' && isTeamRouteEnabled;
  return <DashboardBoard configuration={configuration} teamSkillsPath={isTeamSkillsOpen ? TEAM_SKILLS_PATH : null} />;
}
