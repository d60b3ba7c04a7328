import { Anchor, Group, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const PROFILE_AREAS = [
  { path: '/profile', key: 'area.profile', end: true },
  { path: '/profile/preferences', key: 'area.profilePreferences', end: false },
  { path: '/profile/security', key: 'area.profileSecurity', end: false },
  { path: '/profile/activity', key: 'area.profileActivity', end: false },
  { path: '/profile/accomplishments', key: 'area.profileAccomplishments', end: false },
] as const;

type TProfileTitleKey = (typeof PROFILE_AREAS)[number]['key'];

/** The profile's pages share a heading and the links between them. */
export function ProfileFrame({ titleKey, children }: { titleKey: TProfileTitleKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t(titleKey)} />
      <nav aria-label={t('profile.nav')}>
        <Group gap="md">
          {PROFILE_AREAS.map((area) => (
            <Anchor key={area.path} component={NavLink} to={area.path} end={area.end}>
              {t(area.key)}
            </Anchor>
          ))}
        </Group>
      </nav>
      {children}
    </Stack>
  );
}
