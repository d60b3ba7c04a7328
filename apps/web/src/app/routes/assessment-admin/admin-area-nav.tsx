import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ADMIN_HOME, ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';

/** The admin area's two halves: the question banks and the assessment sets (the current one underlined). */
export function AdminAreaNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    { to: ADMIN_ROUTES.banks, section: `${ADMIN_HOME}/bank`, label: t('assessmentAdmin.nav.banks') },
    { to: ADMIN_ROUTES.sets, section: `${ADMIN_HOME}/set`, label: t('assessmentAdmin.nav.sets') },
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
