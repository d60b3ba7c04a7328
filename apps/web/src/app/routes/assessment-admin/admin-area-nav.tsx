import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_HOME, ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { SKILL_ADMIN_PATH } from '../../../features/competency-admin/utils/routes';
import { getTenantMetaDataQueryOptions } from '../../../features/tenant/api/get-tenant-metadata';
import { useTenantConfiguration } from '../../tenant-context';

/**
 * The admin area's parts: the question banks, the assessment sets and, for a tenant with
 * competencies, the skills admin (the current one underlined). Skills belong to the ASSESSMENT
 * module, so the "Test and Trivia" admin entry leads to them through here.
 */
export function AdminAreaNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { coreService } = useTenantConfiguration();
  const metaData = useQuery(getTenantMetaDataQueryOptions(coreService));
  const links = [
    { to: ADMIN_ROUTES.banks, section: `${ADMIN_HOME}/bank`, label: t('assessmentAdmin.nav.banks') },
    { to: ADMIN_ROUTES.sets, section: `${ADMIN_HOME}/set`, label: t('assessmentAdmin.nav.sets') },
    ...(metaData.data?.competenciesEnabled
      ? [{ to: SKILL_ADMIN_PATH, section: SKILL_ADMIN_PATH, label: t('assessmentAdmin.nav.skills') }]
      : []),
  ];
  return (
    <Group component="nav" aria-label={t('assessmentAdmin.nav.label')} gap="lg">
      {links.map((link) => {
        const isCurrent = pathname === link.to;
        const isInSection = pathname.startsWith(link.section);
        return (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            fw={600}
            underline={isInSection ? 'always' : 'hover'}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {link.label}
          </Anchor>
        );
      })}
    </Group>
  );
}
