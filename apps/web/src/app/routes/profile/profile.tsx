import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_LOCALE, matchSupportedLocale } from '@portal/contracts';
import type { TLocale, TLocaleCode, TUser } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AreaPlaceholder } from '../../../components/ui/area-placeholder';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user';
import { onboardingInfoInputOf } from '../../../features/onboarding/api/get-onboarding-info';
import { CategoryPreferences } from '../../../features/onboarding/components/onboarding-preferences-step';
import { ChangePasswordForm } from '../../../features/profile/components/change-password-form';
import { LanguagePreferenceForm } from '../../../features/profile/components/language-preference-form';
import { UserInfoForm } from '../../../features/profile/components/user-info-form';
import { getTenantLocalesQueryOptions } from '../../../features/tenant/api/get-tenant-locales';
import { SESSION_KEYS, writeSessionJson } from '../../../lib/session-cache';
import { useSignedInSession } from '../../auth/signed-in-session';
import { changeLocale } from '../../locale';
import { useTenantConfiguration } from '../../tenant-context';

const PROFILE_AREAS = [
  { path: '/profile', key: 'area.profile', end: true },
  { path: '/profile/preferences', key: 'area.profilePreferences', end: false },
  { path: '/profile/security', key: 'area.profileSecurity', end: false },
  { path: '/profile/activity', key: 'area.profileActivity', end: false },
  { path: '/profile/accomplishments', key: 'area.profileAccomplishments', end: false },
] as const;

type TProfileTitleKey = (typeof PROFILE_AREAS)[number]['key'];

/** The profile's pages share a heading and the links between them. */
function ProfileFrame({ titleKey, children }: { titleKey: TProfileTitleKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <nav aria-label={t('profile.nav')}>
        <Group gap="md">
          {PROFILE_AREAS.map((area) => (
            <Anchor key={area.path} component={NavLink} to={area.path} end={area.end}>
              {t(area.key)}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Title order={1}>{t(titleKey)}</Title>
      {children}
    </Stack>
  );
}

/** Keeps the signed-in session (and its session cache) in step with the server's user. */
function useReplaceCurrentUser() {
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  return (user: TUser) => {
    queryClient.setQueryData(
      getCurrentUserQueryOptions(configuration.authService.serviceUrl, user.userCode).queryKey,
      user,
    );
    writeSessionJson(SESSION_KEYS.userInfo, user);
  };
}

export function ProfileRoute() {
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const replaceCurrentUser = useReplaceCurrentUser();
  return (
    <ProfileFrame titleKey="area.profile">
      <UserInfoForm authServiceUrl={configuration.authService.serviceUrl} user={user} onSaved={replaceCurrentUser} />
    </ProfileFrame>
  );
}

// Each language is offered under its own name, so a reader can find theirs.
function nativeName(locale: TLocale): string {
  return locale.localeNames.find((name) => name.locale === locale.locale)?.localeName ?? locale.localeName;
}

export function ProfilePreferencesRoute() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const { data: locales = [] } = useQuery(getTenantLocalesQueryOptions(configuration.coreService));
  const currentLocale = matchSupportedLocale(i18n.language) ?? DEFAULT_LOCALE;
  const choices = locales
    .filter((locale) => configuration.locales.includes(locale.locale))
    .map((locale) => ({ locale: locale.locale, name: nativeName(locale) }));
  const categoriesInput = useMemo(
    () => onboardingInfoInputOf(configuration, user, currentLocale),
    [configuration, user, currentLocale],
  );
  const switchLanguage = (locale: TLocaleCode) =>
    changeLocale({ queryClient, i18n }, configuration.coreService, locale);

  return (
    <ProfileFrame titleKey="area.profilePreferences">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('profile.language.title')}
        </Title>
        {choices.length > 0 ? (
          <LanguagePreferenceForm
            choices={choices}
            currentLocale={currentLocale}
            authServiceUrl={configuration.authService.serviceUrl}
            userCode={user.userCode}
            onSwitchLanguage={switchLanguage}
          />
        ) : (
          <Text role="status">{t('app.loading')}</Text>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('profile.categories.title')}
        </Title>
        <CategoryPreferences input={categoriesInput} onDone={() => undefined} />
      </Stack>
    </ProfileFrame>
  );
}

export function ProfileSecurityRoute() {
  const configuration = useTenantConfiguration();
  return (
    <ProfileFrame titleKey="area.profileSecurity">
      <ChangePasswordForm
        authServiceUrl={configuration.authService.serviceUrl}
        coreService={configuration.coreService}
      />
    </ProfileFrame>
  );
}

export function ProfileAccomplishmentsRoute() {
  return <AreaPlaceholder titleKey="area.profileAccomplishments" />;
}

export function ProfileActivityRoute() {
  return <AreaPlaceholder titleKey="area.profileActivity" />;
}
