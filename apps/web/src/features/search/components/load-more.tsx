import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type TLoadMoreProps = {
  isLoading: boolean;
  onLoadMore: () => void;
};

/**
 * Spec section 4: reaching the bottom loads the next page. An IntersectionObserver watches a
 * sentinel below the results; the button does the same for keyboards and browsers without one.
 */
export function LoadMore({ isLoading, onLoadMore }: TLoadMoreProps) {
  const { t } = useTranslation();
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || isLoading || typeof IntersectionObserver !== 'function') {
      return undefined;
    }
    // Observed anew after each page: a sentinel still in view then asks for the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onLoadMore();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [isLoading, onLoadMore]);

  return (
    <>
      <div ref={sentinelRef} data-testid="search-sentinel" aria-hidden="true" />
      <Center>
        <Button variant="light" loading={isLoading} onClick={onLoadMore}>
          {t('search.panel.loadMore')}
        </Button>
      </Center>
    </>
  );
}
