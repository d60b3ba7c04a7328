import { Component, lazy, Suspense } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type { SearchBox as TSearchBox } from './search-box';

// The error pages are in the first page's code (the not-found page is also every disabled module's
// page), but their search box and Mantine's text input need not be: they load once one is shown.
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/** A label line and an input: the room the box takes, held while its code loads. */
const BOX_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2.25rem)';

/** An error page must show even when the box's code cannot load (offline, a new build): no box then. */
class SkipWhenFailed extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

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
