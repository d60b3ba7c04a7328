import { Button, Group } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUserBrowserLanguage } from '../../features/footer/api/update-user-browser-language';
import { getTenantLocalesQueryOptions } from '../../features/tenant/api/get-tenant-locales';
import { SignedInSessionContext } from '../auth/signed-in-session';
import { nativeLocaleName } from '../../lib/locale-names';
import { changeLocale } from '../locale';
import { useTenantConfiguration } from '../tenant-context';

/**
 * The footer's language switch: the interface changes at once, the choice lasts for the session,
 * and a signed-in user's browsing language is recorded (`userbrowserlanguage`, failures logged).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  const session = useContext(SignedInSessionContext);
  const { mutate: recordBrowserLanguage } = useUpdateUserBrowserLanguage();
  const { data: locales = [] } = useQuery(getTenantLocalesQueryOptions(configuration.coreService));
  const choices = locales.filter(
    (locale) => configuration.locales.includes(locale.locale) && locale.locale !== i18n.language,
  );
  if (choices.length === 0) {
    return null;
  }

  const switchTo = async (locale: TLocaleCode) => {
    await changeLocale({ queryClient, i18n }, configuration.coreService, locale);
    if (session) {
      recordBrowserLanguage({
        authServiceUrl: configuration.authService.serviceUrl,
        userCode: session.user.userCode,
        locale,
      });
    }
  };

  return (
    <Group component="nav" aria-label={t('footer.language')} gap="xs">
      {choices.map((locale) => (
        <Button
          key={locale.locale}
          variant="subtle"
          size="compact-sm"
          lang={locale.locale}
          onClick={() => void switchTo(locale.locale)}
        >
          {nativeLocaleName(locale)}
        </Button>
      ))}
    </Group>
  );
}
