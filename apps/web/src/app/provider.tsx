import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FeedbackProvider } from '../components/ui/feedback-provider';
import { createPortalCssVariablesResolver, createPortalTheme } from '../lib/theme';
import { createBrandPalette } from '../lib/theme-brand';
import { useBrandColor } from '../lib/theme-brand-store';

type TAppProviderProps = {
  queryClient: QueryClient;
  i18n: TI18n;
  styleNonce?: string;
  children: ReactNode;
};

/**
 * Mantine with the theme of the page's language (texts Mantine shows itself) and of the tenant's
 * brand colour; light or dark as the system is set.
 */
function LocalizedMantineProvider({ styleNonce, children }: { styleNonce?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const nothingFound = t('dropdown.empty');
  const brandColor = useBrandColor();
  const palette = useMemo(() => createBrandPalette(brandColor), [brandColor]);
  const theme = useMemo(() => createPortalTheme(nothingFound, palette), [nothingFound, palette]);
  const cssVariablesResolver = useMemo(() => createPortalCssVariablesResolver(palette), [palette]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={styleNonce ? () => styleNonce : undefined}
    >
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ queryClient, i18n, styleNonce, children }: TAppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider styleNonce={styleNonce}>
        <QueryClientProvider client={queryClient}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}
