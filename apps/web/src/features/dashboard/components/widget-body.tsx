import type { TDashboardData, TLocaleCode } from '@portal/contracts';
import { lazyWhenOnline } from '../../../lib/import-when-online';

// Each widget's code loads on its own, with its own Mantine styles (charts only in the KPIs'):
// the dashboard is the first page and carries none of it. It is asked for once the widget's answer
// is in, not beside the call: loaded ahead, every widget drew in one commit when the answers came
// together, a 0.5-1 s task on a 4x-throttled CPU (issue 24, tried and measured in session 19).
const ProgressWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/progress-widget')).ProgressWidget,
}));
const UpNextWidget = lazyWhenOnline(async () => ({ default: (await import('./widgets/up-next-widget')).UpNextWidget }));
const KpisWidget = lazyWhenOnline(async () => ({ default: (await import('./widgets/kpis-widget')).KpisWidget }));
const RewardsWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/rewards-widget')).RewardsWidget,
}));
const CertificationWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/certification-widget')).CertificationWidget,
}));
const CompetencyWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/competency-widget')).CompetencyWidget,
}));
const ResourcesWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/resources-widget')).ResourcesWidget,
}));
const HomeSearchWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/home-search-widget')).HomeSearchWidget,
}));
const EmployeeAssessmentWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/employee-assessment-widget')).EmployeeAssessmentWidget,
}));
const TeamProgressWidget = lazyWhenOnline(async () => ({
  default: (await import('./widgets/team-progress-widget')).TeamProgressWidget,
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
