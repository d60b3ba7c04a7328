import type { TDashboardWidgetCode } from '@portal/contracts';
import { certificationWidget } from './certification.ts';
import { competencyWidget } from './competency.ts';
import { kpisWidget } from './kpis.ts';
import { progressWidget } from './progress.ts';
import { favoritesWidget, trendingWidget } from './resource-cards.ts';
import { rewardsWidget } from './rewards.ts';
import { employeeAssessmentWidget, teamProgressWidget } from './team.ts';
import { upNextWidget } from './up-next.ts';
import type { TWidgetLoader } from './widget-context.ts';

/** Each widget's data loader (HOME_SEARCH has no data: the page draws the search box). */
export const WIDGET_LOADERS: { [C in TDashboardWidgetCode]: TWidgetLoader<C> } = {
  PROGRESS: progressWidget,
  UP_NEXT: upNextWidget,
  KPIS: kpisWidget,
  REWARDS: rewardsWidget,
  CERTIFICATION: certificationWidget,
  COMPETENCY: competencyWidget,
  FAVORITES: favoritesWidget,
  TRENDING: trendingWidget,
  HOME_SEARCH: async () => ({ widgetCode: 'HOME_SEARCH' }),
  EMPLOYEE_ASSESSMENT: employeeAssessmentWidget,
  TEAM_PROGRESS: teamProgressWidget,
};
