import { Button, Group } from '@mantine/core';
import type { TLocale } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getTenantLocalesQueryOptions } from '../../features/tenant/api/get-tenant-locales';
import { changeLocale } from '../locale';
import { useTenantConfiguration } from '../tenant-context';

// Each language is offered under its own name, so a reader can find theirs.
function nativeName(locale: TLocale): string {
  return locale.localeNames.find((name) => name.locale === locale.locale)?.localeName ?? locale.localeName;
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  const { data: locales = [] } = useQuery(getTenantLocalesQueryOptions(configuration.coreService));
  const choices = locales.filter(
    (locale) => configuration.locales.includes(locale.locale) && locale.locale !== i18n.language,
  );
  if (choices.length === 0) {
    return null;
  }
  return (
    <Group component="nav" aria-label={t('footer.language')} gap="xs">
      {choices.map((locale) => (
        <Button
          key={locale.locale}
          variant="subtle"
          size="compact-sm"
          lang={locale.locale}
          onClick={() => void changeLocale({ queryClient, i18n }, configuration.coreService, locale.locale)}
        >
          {nativeName(locale)}
        </Button>
      ))}
    </Group>
  );
}
