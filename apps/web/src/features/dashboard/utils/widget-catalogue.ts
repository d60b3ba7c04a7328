import type { TCertificationStatus, TDashboardData, TDashboardWidgetCode } from '@portal/contracts';
import type { TMessageKey } from '../../../lib/i18n';

/** Each widget's title (its region's name). */
export const WIDGET_TITLE_KEYS: Record<TDashboardWidgetCode, TMessageKey> = {
  PROGRESS: 'dashboard.widget.progress',
  UP_NEXT: 'dashboard.widget.upNext',
  KPIS: 'dashboard.widget.kpis',
  REWARDS: 'dashboard.widget.rewards',
  CERTIFICATION: 'dashboard.widget.certification',
  COMPETENCY: 'dashboard.widget.competency',
  FAVORITES: 'dashboard.widget.favorites',
  TRENDING: 'dashboard.widget.trending',
  HOME_SEARCH: 'dashboard.widget.homeSearch',
  EMPLOYEE_ASSESSMENT: 'dashboard.widget.employeeAssessment',
  TEAM_PROGRESS: 'dashboard.widget.teamProgress',
};

/**
 * The room each widget's card takes from its skeleton on (px), about its full content's height,
 * so nothing moves as the widgets arrive one by one.
 */
export const WIDGET_MIN_HEIGHTS: Record<TDashboardWidgetCode, number> = {
  PROGRESS: 300,
  UP_NEXT: 300,
  KPIS: 330,
  REWARDS: 300,
  CERTIFICATION: 300,
  COMPETENCY: 300,
  FAVORITES: 300,
  TRENDING: 300,
  HOME_SEARCH: 150,
  EMPLOYEE_ASSESSMENT: 300,
  TEAM_PROGRESS: 300,
};

/** Whether the widget's card is drawn at all: the competency widget stays away while skills are off for me. */
export function isWidgetDrawn(data: TDashboardData): boolean {
  return data.widgetCode !== 'COMPETENCY' || data.isAvailable;
}

/** A core-path certification status in words (the search page's people tab says the same). */
export const CERTIFICATION_STATUS_KEYS: Record<TCertificationStatus, TMessageKey> = {
  certified: 'certification.status.certified',
  notCertified: 'certification.status.notCertified',
  noCorePath: 'certification.status.noCorePath',
  noP2PRequirements: 'certification.status.noP2PRequirements',
};
