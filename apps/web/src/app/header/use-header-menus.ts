import { matchSupportedLocale } from '@portal/contracts';
import type { TLocaleCode, TMenuDisplayMode, TMenuItem } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { administersAnyModule, isAdminAreaPath } from '../../features/auth/utils/admin-access';
import { getAdminMenuQueryOptions, getMenuQueryOptions } from '../../features/menu/api/get-menu';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';

export function usePageLocale(): TLocaleCode {
  const { i18n } = useTranslation();
  const { defaultLocale } = useTenantConfiguration();
  return matchSupportedLocale(i18n.language) ?? defaultLocale;
}

/**
 * The nav the header shows: the admin nav in the admin view, else the main nav of `displayMode`.
 * undefined while it loads or when it failed (the header then shows no nav; the failure is logged).
 */
export function useHeaderMenu(displayMode: TMenuDisplayMode, isEnabled = true): TMenuItem[] | undefined {
  const { coreService, modules } = useTenantConfiguration();
  const { user, permissions } = useSignedInSession();
  const locale = usePageLocale();
  // A learner at an admin address is refused by the page; their header keeps the main nav.
  const isAdminView = isAdminAreaPath(useLocation().pathname) && administersAnyModule(permissions, modules);
  const mainMenu = useQuery({
    ...getMenuQueryOptions(coreService, user.userCode, displayMode, locale),
    enabled: isEnabled && !isAdminView,
  });
  const adminMenu = useQuery({
    ...getAdminMenuQueryOptions(coreService, user.userCode, locale),
    enabled: isEnabled && isAdminView,
  });
  const query = isAdminView ? adminMenu : mainMenu;
  const { error } = query;

  useEffect(() => {
    if (error) {
      console.error('[header] The menu could not be loaded; the header shows no nav.', error);
    }
  }, [error]);

  return query.data?.items;
}
