import type { TDashboardData, TDashboardWidgetCode, TLocaleCode } from '@portal/contracts';
import { importWhenOnline, lazyWhenOnline } from '../../../lib/import-when-online';

// Each widget's code loads on its own, with its own Mantine styles (charts only in the KPIs'):
// the dashboard is the first page and carries none of it. One loader per kind of widget, so the
// frame can ask for the code as it asks for the data (`loadWidgetCode`), not once the data is in.
const WIDGET_CODE = {
  PROGRESS: () => import('./widgets/progress-widget'),
  UP_NEXT: () => import('./widgets/up-next-widget'),
  KPIS: () => import('./widgets/kpis-widget'),
  REWARDS: () => import('./widgets/rewards-widget'),
  CERTIFICATION: () => import('./widgets/certification-widget'),
  COMPETENCY: () => import('./widgets/competency-widget'),
  FAVORITES: () => import('./widgets/resources-widget'),
  TRENDING: () => import('./widgets/resources-widget'),
  HOME_SEARCH: () => import('./widgets/home-search-widget'),
  EMPLOYEE_ASSESSMENT: () => import('./widgets/employee-assessment-widget'),
  TEAM_PROGRESS: () => import('./widgets/team-progress-widget'),
} satisfies Record<TDashboardWidgetCode, () => Promise<unknown>>;

/**
 * Starts loading a widget's code (once: the browser's module map keeps it), beside its call: the
 * widget then draws as soon as its answer arrives instead of asking for its code only then.
 */
export function loadWidgetCode(widgetCode: TDashboardWidgetCode): void {
  const load: () => Promise<unknown> = WIDGET_CODE[widgetCode];
  void importWhenOnline(load).catch(() => {
    // The widget's own lazy load asks again and shows its error there.
  });
}

const ProgressWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.PROGRESS()).ProgressWidget }));
const UpNextWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.UP_NEXT()).UpNextWidget }));
const KpisWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.KPIS()).KpisWidget }));
const RewardsWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.REWARDS()).RewardsWidget }));
const CertificationWidget = lazyWhenOnline(async () => ({
  default: (await WIDGET_CODE.CERTIFICATION()).CertificationWidget,
}));
const CompetencyWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.COMPETENCY()).CompetencyWidget }));
const ResourcesWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.FAVORITES()).ResourcesWidget }));
const HomeSearchWidget = lazyWhenOnline(async () => ({ default: (await WIDGET_CODE.HOME_SEARCH()).HomeSearchWidget }));
const EmployeeAssessmentWidget = lazyWhenOnline(async () => ({
  default: (await WIDGET_CODE.EMPLOYEE_ASSESSMENT()).EmployeeAssessmentWidget,
}));
const TeamProgressWidget = lazyWhenOnline(async () => ({
  default: (await WIDGET_CODE.TEAM_PROGRESS()).TeamProgressWidget,
}));

type TWidgetBodyProps = {
  data: TDashboardData;
  locale: TLocaleCode;
  minimumSearchLength: number;
  /** The team skill pages, where they exist for the viewer (the manager widgets link there). */
  teamSkillsPath: string | null;
};

/** The content of a widget, by the kind of data its call answered. */
export function WidgetBody({ data, locale, minimumSearchLength, teamSkillsPath }: TWidgetBodyProps) {
  switch (data.widgetCode) {
    case 'PROGRESS':
      return <ProgressWidget data={data} locale={locale} />;
    case 'UP_NEXT':
      return <UpNextWidget data={data} locale={locale} />;
    case 'KPIS':
      return <KpisWidget data={data} locale={locale} />;
    case 'REWARDS':
      return <RewardsWidget data={data} locale={locale} />;
    case 'CERTIFICATION':
      return <CertificationWidget data={data} locale={locale} />;
    case 'COMPETENCY':
      return <CompetencyWidget data={data} />;
    case 'FAVORITES':
    case 'TRENDING':
      return <ResourcesWidget data={data} />;
    case 'HOME_SEARCH':
      return <HomeSearchWidget minimumSearchLength={minimumSearchLength} />;
    case 'EMPLOYEE_ASSESSMENT':
      return <EmployeeAssessmentWidget data={data} locale={locale} teamSkillsPath={teamSkillsPath} />;
    case 'TEAM_PROGRESS':
      return <TeamProgressWidget data={data} locale={locale} />;
  }
}
