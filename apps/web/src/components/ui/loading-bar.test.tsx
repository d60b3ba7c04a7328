import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalI18n } from '../../lib/i18n';
import '../../testing/test-utils';
import { LoadingBar } from './loading-bar';

function renderBar(isBusy: boolean) {
  const i18n = createPortalI18n('en', { catalogues: bundledCatalogues });
  const view = (busy: boolean) => (
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <LoadingBar isBusy={busy} />
      </I18nextProvider>
    </MantineProvider>
  );
  const { rerender } = render(view(isBusy));
  return { setBusy: (busy: boolean) => rerender(view(busy)) };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading…' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('stays hidden for work shorter than 500 ms', () => {
    const { setBusy } = renderBar(true);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    setBusy(false);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(bar()).toBeNull();
  });

  it('shows after 500 ms of work and hides 500 ms after it ended', () => {
    const { setBusy } = renderBar(true);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(bar()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()).not.toBeNull();

    setBusy(false);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(bar()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()).toBeNull();
  });
});
