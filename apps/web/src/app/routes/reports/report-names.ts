import type { TModuleCode, TReportCode } from '@portal/contracts';
import type { TMessageKey } from '../../../lib/i18n';

export const REPORTS_PATH = '/reports';

/** The page title of each module's reports. */
export const MODULE_REPORTS_TITLES: Partial<Record<TModuleCode, TMessageKey>> = {
  LEARNINGPATH: 'reports.pageTitle.LEARNINGPATH',
  ASSESSMENT: 'reports.pageTitle.ASSESSMENT',
  RESOURCELIBRARY: 'reports.pageTitle.RESOURCELIBRARY',
  NEWS: 'reports.pageTitle.NEWS',
  EVENTS: 'reports.pageTitle.EVENTS',
};

export const REPORT_NAMES: Record<TReportCode, TMessageKey> = {
  PATH_COMPLETION: 'reports.name.PATH_COMPLETION',
  PATH_OVERDUE: 'reports.name.PATH_OVERDUE',
  ASSESSMENT_SCORES: 'reports.name.ASSESSMENT_SCORES',
  ASSESSMENT_QUESTIONS: 'reports.name.ASSESSMENT_QUESTIONS',
  SKILL_GAPS: 'reports.name.SKILL_GAPS',
  POPULAR_ASSETS: 'reports.name.POPULAR_ASSETS',
  ARTICLE_ENGAGEMENT: 'reports.name.ARTICLE_ENGAGEMENT',
  EVENT_REGISTRATIONS: 'reports.name.EVENT_REGISTRATIONS',
};
