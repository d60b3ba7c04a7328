import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalI18n } from '../../lib/i18n';
import '../../testing/test-utils';
import { ToastProvider, useToast } from './toasts';
import type { TToastApi } from './toasts';

let api: TToastApi | undefined;

function CaptureToastApi() {
  const toastApi = useToast();
  useEffect(() => {
    api = toastApi;
  }, [toastApi]);
  return null;
}

function renderToasts(locale: 'en' | 'fr-CA' = 'en') {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createPortalI18n(locale, { catalogues: bundledCatalogues })}>
        <ToastProvider>
          <CaptureToastApi />
        </ToastProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  if (!api) {
    throw new Error('useToast did not render');
  }
  return api;
}

beforeAll(async () => {
  // A toast's look is fetched with the first toast (toasts.tsx); fetch it once, with real timers,
  // as a page does long before its first toast.
  const { showToast } = renderToasts();
  act(() => void showToast({ message: 'warm-up' }));
  await screen.findByRole('status');
  cleanup();
  api = undefined;
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  api = undefined;
});

describe('toasts', () => {
  it('shows a message politely with a progress bar, and removes it after 3000 ms', () => {
    const { showToast } = renderToasts();
    act(() => void showToast({ message: 'Profile saved', kind: 'success' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Profile saved');
    const progress = toast.querySelector('[style*="--toast-duration"]');
    expect(progress?.getAttribute('style')).toContain('3000ms');

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors at once and does not repeat a message that still shows', () => {
    const { showToast } = renderToasts();
    act(() => {
      showToast({ message: 'Upload failed', kind: 'error' });
      showToast({ message: 'Upload failed', kind: 'error' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('closes with a translated close button', () => {
    const { showToast } = renderToasts('fr-CA');
    act(() => void showToast({ message: 'Enregistré' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
