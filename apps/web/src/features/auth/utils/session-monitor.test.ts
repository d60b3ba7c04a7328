import { ErrorResponse } from 'oidc-client-ts';
import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionMonitor } from './session-monitor';

type THandler = (value?: unknown) => void;

function createFakeUserManager() {
  const handlers = new Map<string, Set<THandler>>();
  const on = (name: string) => (handler: THandler) => {
    handlers.set(name, (handlers.get(name) ?? new Set()).add(handler));
  };
  const off = (name: string) => (handler: THandler) => handlers.get(name)?.delete(handler);
  let user: Partial<User> | null = { expired: false };
  const fake = {
    events: {
      addUserLoaded: on('userLoaded'),
      removeUserLoaded: off('userLoaded'),
      addSilentRenewError: on('silentRenewError'),
      removeSilentRenewError: off('silentRenewError'),
      addAccessTokenExpired: on('accessTokenExpired'),
      removeAccessTokenExpired: off('accessTokenExpired'),
    },
    getUser: vi.fn(() => Promise.resolve(user)),
    signinSilent: vi.fn<() => Promise<User | null>>(() => Promise.resolve(null)),
  };
  return {
    userManager: fake as unknown as UserManager,
    fake,
    setUser: (next: Partial<User> | null) => {
      user = next;
    },
    emit: (name: string, value?: unknown) => handlers.get(name)?.forEach((handler) => handler(value)),
    listenerCount: () => [...handlers.values()].reduce((total, set) => total + set.size, 0),
  };
}

const loginRequired = new ErrorResponse({ error: 'login_required' });
const invalidGrant = new ErrorResponse({ error: 'invalid_grant' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createSessionMonitor', () => {
  it('logs the user out when a silent refresh says login_required', async () => {
    const { userManager, emit } = createFakeUserManager();
    const onLoginRequired = vi.fn();
    createSessionMonitor(userManager, { onLoginRequired }).start();
    emit('silentRenewError', loginRequired);
    await vi.waitFor(() => expect(onLoginRequired).toHaveBeenCalledWith(loginRequired));
  });

  it('tries a failed silent refresh again while the tokens are still valid', async () => {
    const { userManager, fake, emit } = createFakeUserManager();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.signinSilent.mockRejectedValue(new Error('network down'));
    createSessionMonitor(userManager, { onLoginRequired: vi.fn(), retryDelayMs: 1000, maxRetries: 2 }).start();

    emit('silentRenewError', new Error('network down'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.signinSilent).toHaveBeenCalledTimes(2);
    // Retries spent: logged only.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.signinSilent).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('[auth] silent refresh failed', expect.any(Error));
  });

  it('only logs other failures once the tokens are no longer valid', async () => {
    const { userManager, fake, emit, setUser } = createFakeUserManager();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLoginRequired = vi.fn();
    setUser({ expired: true });
    createSessionMonitor(userManager, { onLoginRequired }).start();
    emit('silentRenewError', new Error('server error'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(fake.signinSilent).not.toHaveBeenCalled();
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('checks the session with the provider every 300000 ms unless a renewal just did', async () => {
    const { userManager, fake, emit } = createFakeUserManager();
    createSessionMonitor(userManager, { onLoginRequired: vi.fn() }).start();

    await vi.advanceTimersByTimeAsync(300_000);
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);

    // A renewal confirmed the session 100 s before the next check: no extra request.
    await vi.advanceTimersByTimeAsync(200_000);
    emit('userLoaded', {});
    await vi.advanceTimersByTimeAsync(100_000);
    expect(fake.signinSilent).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(300_000);
    expect(fake.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('logs out when the session check finds the grant gone (invalid_grant)', async () => {
    const { userManager, fake } = createFakeUserManager();
    const onLoginRequired = vi.fn();
    fake.signinSilent.mockRejectedValue(invalidGrant);
    createSessionMonitor(userManager, { onLoginRequired }).start();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(onLoginRequired).toHaveBeenCalledWith(invalidGrant);
  });

  it('renews an expired token once and logs out on login_required', async () => {
    const { userManager, fake, emit } = createFakeUserManager();
    const onLoginRequired = vi.fn();
    fake.signinSilent.mockRejectedValue(loginRequired);
    createSessionMonitor(userManager, { onLoginRequired }).start();
    emit('accessTokenExpired');
    await vi.waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
  });

  it('does not check without a signed-in user, and lets go of everything when stopped', async () => {
    const { userManager, fake, setUser, listenerCount } = createFakeUserManager();
    setUser(null);
    const monitor = createSessionMonitor(userManager, { onLoginRequired: vi.fn() });
    monitor.start();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fake.signinSilent).not.toHaveBeenCalled();
    monitor.stop();
    expect(listenerCount()).toBe(0);
  });
});
