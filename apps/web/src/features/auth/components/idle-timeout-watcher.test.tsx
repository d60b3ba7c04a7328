import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { IdleTimeoutWatcher } from './idle-timeout-watcher';
import type { IdleWarningModal as TIdleWarningModal } from './idle-warning-modal';

// The warning as it is, each render noted: React.lazy loads its module when it first renders it.
const renderedWarnings = vi.hoisted(() => vi.fn());
vi.mock('./idle-warning-modal', async (importOriginal) => {
  const { IdleWarningModal } = await importOriginal<{ IdleWarningModal: typeof TIdleWarningModal }>();
  return {
    IdleWarningModal: (props: ComponentProps<typeof TIdleWarningModal>) => {
      renderedWarnings();
      return <IdleWarningModal {...props} />;
    },
  };
});

const IDLE_SECONDS = 900;
const TIMEOUT_SECONDS = 60;

function renderWatcher(locale: 'en' | 'fr-CA' = 'en') {
  const onTimeout = vi.fn();
  const onPing = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <button type="button">Save draft</button>
            <IdleTimeoutWatcher
              idleSeconds={IDLE_SECONDS}
              timeoutSeconds={TIMEOUT_SECONDS}
              onTimeout={onTimeout}
              onPing={onPing}
            />
          </>
        ),
      },
    ],
    { locale },
  );
  return { onTimeout, onPing };
}

async function wait(seconds: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });
  // The warning's code loads when it first opens: a real import, let in (the fake clock stands still).
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

beforeEach(() => {
  vi.useFakeTimers();
  renderedWarnings.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('IdleTimeoutWatcher', () => {
  it('warns after the idle time, counting down the seconds left', async () => {
    renderWatcher();
    await wait(IDLE_SECONDS - 1);
    expect(warning()).toBeNull();
    // Nothing of the warning (Mantine's Modal) is rendered, or loaded, before it opens.
    expect(renderedWarnings).not.toHaveBeenCalled();

    await wait(1);
    expect(warning()).not.toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('Seconds left before you are signed out: 60');
    await wait(10);
    expect(screen.getByRole('timer').textContent).toBe('Seconds left before you are signed out: 50');
  });

  it('signs out when the countdown ends', async () => {
    const { onTimeout } = renderWatcher();
    await wait(IDLE_SECONDS + TIMEOUT_SECONDS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    await wait(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(warning()).toBeNull();
  });

  it('starts over on any activity', async () => {
    const { onTimeout } = renderWatcher();
    await wait(IDLE_SECONDS - 100);
    fireEvent.keyDown(document, { key: 'a' });
    await wait(IDLE_SECONDS - 100);
    expect(warning()).toBeNull();
    await wait(100);
    expect(warning()).not.toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('keeps the user signed in when they answer the warning', async () => {
    const { onTimeout } = renderWatcher();
    await wait(IDLE_SECONDS);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).toBeNull();
    await wait(IDLE_SECONDS - 1);
    expect(warning()).toBeNull();
    await wait(TIMEOUT_SECONDS);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('counts activity during the warning as an answer too', async () => {
    const { onTimeout } = renderWatcher();
    await wait(IDLE_SECONDS + 30);
    fireEvent.mouseMove(document);
    expect(warning()).toBeNull();
    await wait(TIMEOUT_SECONDS);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('takes the focus while it shows and gives it back where it was', async () => {
    renderWatcher();
    const pageButton = screen.getByRole('button', { name: 'Save draft' });
    pageButton.focus();
    await wait(IDLE_SECONDS);
    // Mantine's focus trap and focus return move the focus in timers of their own.
    await wait(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await wait(1);
    expect(warning()).toBeNull();
    expect(document.activeElement).toBe(pageButton);
  });

  it('offers to sign out at once', async () => {
    const { onTimeout } = renderWatcher();
    await wait(IDLE_SECONDS);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    await wait(TIMEOUT_SECONDS * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('pings every 600 s while the user is active', async () => {
    const { onPing } = renderWatcher();
    await wait(599);
    fireEvent.keyDown(document, { key: 'a' });
    await wait(1);
    expect(onPing).toHaveBeenCalledTimes(1);
  });

  it('speaks French', async () => {
    renderWatcher('fr-CA');
    await wait(IDLE_SECONDS);
    expect(screen.getByRole('dialog', { name: 'Êtes-vous toujours là?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rester connecté' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Secondes restantes avant la déconnexion : 60');
  });
});
