import { Group, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format-number';
import { WidgetEmpty, WidgetLink } from './widget-parts';

type TEmployeeAssessmentWidgetProps = {
  data: TDashboardDataOf<'EMPLOYEE_ASSESSMENT'>;
  locale: TLocaleCode;
  /** The team skill pages, or null where they do not exist for the viewer (skills off): no links then. */
  teamSkillsPath: string | null;
};

/** My reportees' assessments still to do, the most overdue first (a manager's widget). */
export function EmployeeAssessmentWidget({ data, locale, teamSkillsPath }: TEmployeeAssessmentWidgetProps) {
  const { t } = useTranslation();
  if (data.pendingCount === 0) {
    return teamSkillsPath === null ? (
      <WidgetEmpty
        title={t('dashboard.employeeAssessment.empty.title')}
        text={t('dashboard.employeeAssessment.empty.textWithoutTeam')}
      />
    ) : (
      <WidgetEmpty
        title={t('dashboard.employeeAssessment.empty.title')}
        text={t('dashboard.employeeAssessment.empty.text')}
        to={teamSkillsPath}
        actionLabel={t('dashboard.team.link')}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('dashboard.employeeAssessment.summary', {
          pending: formatNumber(data.pendingCount, locale),
          overdue: formatNumber(data.overdueCount, locale),
        })}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.people.map((person) => (
          <li key={person.userCode}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              {teamSkillsPath === null ? (
                <Text size="sm">{person.displayName}</Text>
              ) : (
                <WidgetLink to={`${teamSkillsPath}/${encodeURIComponent(person.userCode)}`}>
                  {person.displayName}
                </WidgetLink>
              )}
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {t('dashboard.employeeAssessment.person', {
                  pending: formatNumber(person.pendingCount, locale),
                  overdue: formatNumber(person.overdueCount, locale),
                })}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
