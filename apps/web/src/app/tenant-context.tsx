import type { TAppSettings, TTenantConfiguration } from '@portal/contracts';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

type TTenantContextValue = {
  settings: TAppSettings;
  configuration: TTenantConfiguration;
};

const TenantContext = createContext<TTenantContextValue | null>(null);

type TTenantProviderProps = {
  value: TTenantContextValue;
  children: ReactNode;
};

export function TenantProvider({ value, children }: TTenantProviderProps) {
  return <TenantContext value={value}>{children}</TenantContext>;
}

function useTenantContext(): TTenantContextValue {
  const value = useContext(TenantContext);
  if (!value) {
    throw new Error('useTenantConfiguration must be used below <TenantProvider>');
  }
  return value;
}

export function useTenantConfiguration(): TTenantConfiguration {
  return useTenantContext().configuration;
}

export function useAppSettings(): TAppSettings {
  return useTenantContext().settings;
}
