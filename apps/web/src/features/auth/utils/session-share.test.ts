import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionShare } from './session-share';
import type { TSessionShare } from './session-share';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const storedUser = (expiresAt: number) => JSON.stringify({ access_token: `token-${expiresAt}`, expires_at: expiresAt });

const opened: TSessionShare[] = [];
let channelCount = 0;

/** Two tabs of one browser: two shares on the same channel (Node's BroadcastChannel, as a browser's). */
function openTab(name: string, readOwnUser: () => string | null, onSignedOutElsewhere = () => {}) {
  const share = createSessionShare({ name, readOwnUser, onSignedOutElsewhere, locks: undefined });
  if (!share) {
    throw new Error('BroadcastChannel missing');
  }
  opened.push(share);
  return share;
}

afterEach(() => {
  opened.splice(0).forEach((share) => share.close());
});

describe('session shared across tabs', () => {
  it("gives a new tab an open tab's valid session", async () => {
    const name = `client-${(channelCount += 1)}`;
    const session = storedUser(nowSeconds() + 300);
    openTab(name, () => session);
    const newTab = openTab(name, () => null);
    await expect(newTab.ask(nowSeconds())).resolves.toBe(session);
  });

  it('answers nothing when no open tab has a valid session, after a short wait', async () => {
    const name = `client-${(channelCount += 1)}`;
    openTab(name, () => null);
    openTab(name, () => storedUser(nowSeconds() - 10));
    const newTab = openTab(name, () => null);
    const started = Date.now();
    await expect(newTab.ask(nowSeconds(), 100)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('offers a renewing tab only tokens fresher than its own (never its own rotating token back)', async () => {
    const name = `client-${(channelCount += 1)}`;
    const expiresAt = nowSeconds() + 60;
    openTab(name, () => storedUser(expiresAt));
    const renewing = openTab(name, () => storedUser(expiresAt));
    await expect(renewing.ask(expiresAt, 100)).resolves.toBeUndefined();

    const renewedElsewhere = storedUser(expiresAt + 300);
    openTab(name, () => renewedElsewhere);
    await expect(renewing.ask(expiresAt)).resolves.toBe(renewedElsewhere);
  });

  it('keeps sessions of other clients apart', async () => {
    openTab(`client-${(channelCount += 1)}`, () => storedUser(nowSeconds() + 300));
    const otherClient = openTab(`client-${(channelCount += 1)}`, () => null);
    await expect(otherClient.ask(nowSeconds(), 100)).resolves.toBeUndefined();
  });

  it('signs the other tabs out when one signs out', async () => {
    const name = `client-${(channelCount += 1)}`;
    const onSignedOut = vi.fn();
    openTab(name, () => storedUser(nowSeconds() + 300), onSignedOut);
    openTab(name, () => storedUser(nowSeconds() + 300)).announceSignedOut();
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
  });

  it('runs renewals one at a time across tabs when the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    const share = createSessionShare({
      name: `client-${(channelCount += 1)}`,
      readOwnUser: () => null,
      onSignedOutElsewhere: () => {},
      locks: { request } as unknown as LockManager,
    });
    opened.push(share as TSessionShare);
    await expect(share?.exclusively(async () => 'renewed')).resolves.toBe('renewed');
    expect(request).toHaveBeenCalledWith(expect.stringMatching(/^portal-session:client-/), expect.any(Function));
  });
});
