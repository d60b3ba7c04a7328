import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { MODULE_REPORTS_TITLES, REPORT_NAMES } from './report-names';
import { reportAreasOf } from './report-access';

/** `/reports`: the module report areas the person may open, each with its reports. */
export function ReportsRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const areas = reportAreasOf(permissions, configuration);
  return (
    <Stack gap="lg">
      <PageHeader title={t('area.reports')} description={t('reports.list.description')} />
      {areas.length === 0 ? (
        <EmptyState title={t('reports.list.empty.title')} text={t('reports.list.empty.text')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {areas.map((area) => {
            const titleKey = MODULE_REPORTS_TITLES[area.moduleCode];
            return (
              <Paper key={area.moduleCode} p="md" component="section" aria-labelledby={`reports-${area.moduleCode}`}>
                <Stack gap="xs">
                  <Title order={2} size="h4" id={`reports-${area.moduleCode}`}>
                    <Anchor component={Link} to={area.path}>
                      {titleKey ? t(titleKey) : area.moduleCode}
                    </Anchor>
                  </Title>
                  <List size="sm" spacing={4}>
                    {area.reportCodes.map((code) => (
                      <List.Item key={code}>
                        <Anchor
                          component={Link}
                          to={area.reportCodes[0] === code ? area.path : `${area.path}?report=${code}`}
                          size="sm"
                        >
                          {t(REPORT_NAMES[code])}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed">
        {t('reports.list.exportHint')}
      </Text>
    </Stack>
  );
}
