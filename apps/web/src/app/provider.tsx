import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '../components/ui/feedback-provider';
import { portalTheme } from '../lib/theme';

type TAppProviderProps = {
  queryClient: QueryClient;
  i18n: TI18n;
  styleNonce?: string;
  children: ReactNode;
};

export function AppProvider({ queryClient, i18n, styleNonce, children }: TAppProviderProps) {
  return (
    <MantineProvider theme={portalTheme} getStyleNonce={styleNonce ? () => styleNonce : undefined}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
