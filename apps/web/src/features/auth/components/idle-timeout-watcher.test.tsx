import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { IdleTimeoutWatcher } from './idle-timeout-watcher';

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
          <IdleTimeoutWatcher
            idleSeconds={IDLE_SECONDS}
            timeoutSeconds={TIMEOUT_SECONDS}
            onTimeout={onTimeout}
            onPing={onPing}
          />
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
}

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('IdleTimeoutWatcher', () => {
  it('warns after the idle time, counting down the seconds left', async () => {
    renderWatcher();
    await wait(IDLE_SECONDS - 1);
    expect(warning()).toBeNull();

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
