import { Stack, Title } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { updateUserBrowserLanguage } from '../../../features/footer/api/update-user-browser-language';
import { onboardingInfoInputOf } from '../../../features/onboarding/api/get-onboarding-info';
import { CategoryPreferences } from '../../../features/onboarding/components/onboarding-preferences-step';
import { ChangePasswordForm } from '../../../features/profile/components/change-password-form';
import { LanguagePreferenceForm } from '../../../features/profile/components/language-preference-form';
import { UserInfoForm } from '../../../features/profile/components/user-info-form';
import { getTenantLocalesQueryOptions } from '../../../features/tenant/api/get-tenant-locales';
import { nativeLocaleName } from '../../../lib/locale-names';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { changeLocale } from '../../locale';
import { useTenantConfiguration } from '../../tenant-context';
import { ProfileFrame } from './profile-frame';
import { ProfilePicture } from './profile-picture';
import { useStoreSessionUser } from './use-store-session-user';

export function ProfileRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const storeSessionUser = useStoreSessionUser();
  return (
    <ProfileFrame titleKey="area.profile">
      <ProfilePicture />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('profile.info.title')}
        </Title>
        <UserInfoForm authServiceUrl={configuration.authService.serviceUrl} user={user} onSaved={storeSessionUser} />
      </Stack>
    </ProfileFrame>
  );
}

export function ProfilePreferencesRoute() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const locales = useQuery(getTenantLocalesQueryOptions(configuration.coreService));
  const currentLocale = usePageLocale();
  const saveLanguage = async (locale: TLocaleCode) => {
    const stored = await updateUserBrowserLanguage(configuration.authService.serviceUrl, user.userCode, locale);
    await changeLocale({ queryClient, i18n }, configuration.coreService, stored.returnValue);
  };

  return (
    <ProfileFrame titleKey="area.profilePreferences">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('profile.language.title')}
        </Title>
        <QueryState query={locales} loadingLabel={t('app.loading')} errorText={t('profile.loadError')}>
          {(tenantLocales) => (
            <LanguagePreferenceForm
              choices={tenantLocales
                .filter((locale) => configuration.locales.includes(locale.locale))
                .map((locale) => ({ locale: locale.locale, name: nativeLocaleName(locale) }))}
              currentLocale={currentLocale}
              onSave={saveLanguage}
            />
          )}
        </QueryState>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('profile.categories.title')}
        </Title>
        <CategoryPreferences
          input={onboardingInfoInputOf(configuration, user, currentLocale)}
          onDone={() => undefined}
        />
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
