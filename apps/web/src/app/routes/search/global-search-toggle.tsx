import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_OVERLAY_ID, useSearchOverlay } from './search-overlay-context';

function SearchIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The header's global-search toggle (spec section 2): opens and closes the search overlay. */
export function GlobalSearchToggle() {
  const { t } = useTranslation();
  const overlay = useSearchOverlay();
  if (!overlay) {
    return null;
  }
  const { isOpen, open, close, registerToggle } = overlay;
  return (
    <ActionIcon
      ref={registerToggle}
      variant={isOpen ? 'light' : 'subtle'}
      size="lg"
      // One name; aria-expanded tells whether the search is open.
      aria-label={t('search.toggle')}
      aria-expanded={isOpen}
      aria-controls={SEARCH_OVERLAY_ID}
      onClick={isOpen ? close : open}
    >
      <SearchIcon />
    </ActionIcon>
  );
}
