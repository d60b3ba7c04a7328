import { Anchor, CloseButton, Group, Stack, Title } from '@mantine/core';
import { formatSearchPageUrl } from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_SEARCH_PANEL_STATE, SearchPanel } from '../../../features/search/components/search-panel';
import type { TSearchPanelState } from '../../../features/search/components/search-panel';
import { useTenantConfiguration } from '../../tenant-context';
import { SEARCH_OVERLAY_ID } from './search-overlay-context';

/**
 * The global search overlay (spec section 2): shown in place of the page while open; Escape, the
 * close button and any navigation close it. A lazy chunk: nobody downloads search before using it.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { coreService, minimumGlobalSearchFieldLength } = useTenantConfiguration();
  // The panel's last search: what "open as a page" opens.
  const [state, setState] = useState<TSearchPanelState>(EMPTY_SEARCH_PANEL_STATE);
  const titleId = useId();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        onClose();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <Stack component="section" id={SEARCH_OVERLAY_ID} aria-labelledby={titleId} gap="md">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Title order={1} id={titleId}>
          {t('search.panel.title')}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={formatSearchPageUrl(state)} size="sm">
            {t('search.overlay.openAsPage')}
          </Anchor>
          <CloseButton size="lg" aria-label={t('search.overlay.close')} onClick={onClose} />
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
