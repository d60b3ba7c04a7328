import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { lazyWhenOnline } from '../../lib/import-when-online';
import type { SearchBox as TSearchBox } from './search-box';
import { SkipWhenFailed } from './skip-when-failed';

// The error pages are in the first page's code (the not-found page is also every disabled module's
// page), but their search box and Mantine's text input need not be: they load once one is shown.
const SearchBox = lazyWhenOnline(async () => ({ default: (await import('./search-box')).SearchBox }));

/** A label line and an input: the room the box takes, held while its code loads. */
const BOX_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2.25rem)';

/** The search box of the error pages, loaded on demand (the mobile menu and widgets use SearchBox). */
export function LazySearchBox(props: ComponentProps<typeof TSearchBox>) {
  return (
    <SkipWhenFailed>
      <Suspense fallback={<div style={{ minHeight: BOX_HEIGHT }} />}>
        <SearchBox {...props} />
      </Suspense>
    </SkipWhenFailed>
  );
}
