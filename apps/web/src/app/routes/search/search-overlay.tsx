import { Anchor, CloseButton, Group, Stack, Title } from '@mantine/core';
import { formatSearchPageParams, SEARCH_PAGE_PATH } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_SEARCH_PANEL_STATE, SearchPanel } from '../../../features/search/components/search-panel';
import type { TSearchPanelState } from '../../../features/search/components/search-panel';
import { useTenantConfiguration } from '../../tenant-context';
import { SEARCH_OVERLAY_ID, useSearchOverlay } from './search-overlay-context';

/** The search page's address for a search, so it can be opened as a page and shared. */
export function searchPageLocation(state: TSearchPanelState) {
  const query = formatSearchPageParams(state).toString();
  return { pathname: SEARCH_PAGE_PATH, search: query ? `?${query}` : '' };
}

/**
 * The global search overlay (spec section 2): shown in place of the page while open; Escape, the
 * close button and any navigation close it. A lazy chunk: nobody downloads search before using it.
 */
export function SearchOverlay() {
  const { t } = useTranslation();
  const overlay = useSearchOverlay();
  const { coreService, minimumGlobalSearchFieldLength } = useTenantConfiguration();
  const [state, setState] = useState<TSearchPanelState>(EMPTY_SEARCH_PANEL_STATE);
  const titleId = useId();
  const close = overlay?.close;

  useEffect(() => {
    if (!close) {
      return undefined;
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        close();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [close]);

  return (
    <Stack component="section" id={SEARCH_OVERLAY_ID} aria-labelledby={titleId} gap="md">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Title order={1} id={titleId}>
          {t('search.panel.title')}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={searchPageLocation(state)} size="sm">
            {t('search.overlay.openAsPage')}
          </Anchor>
          {close ? <CloseButton size="lg" aria-label={t('search.overlay.close')} onClick={close} /> : null}
        </Group>
      </Group>
      <SearchPanel
        serviceUrl={coreService}
        minimumLength={minimumGlobalSearchFieldLength}
        onSearch={setState}
        autoFocus
      />
    </Stack>
  );
}
