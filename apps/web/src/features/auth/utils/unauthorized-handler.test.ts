import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler } from './unauthorized-handler';

afterEach(() => {
  vi.restoreAllMocks();
});

function setUp() {
  let time = 1_000_000;
  const signIn = vi.fn(() => new Promise<void>(() => undefined));
  const handler = createUnauthorizedHandler({
    signIn,
    currentUrl: () => '/resources?tab=video',
    now: () => time,
    loopGuardMs: 30_000,
  });
  return { handler, signIn, advance: (ms: number) => (time += ms) };
}

describe('createUnauthorizedHandler', () => {
  it('signs in again with the current URL as return target', () => {
    const { handler, signIn } = setUp();
    handler.handleUnauthorized();
    expect(signIn).toHaveBeenCalledWith('/resources?tab=video');
  });

  it('starts one sign-in for parallel 401s', () => {
    const { handler, signIn } = setUp();
    handler.handleUnauthorized();
    handler.handleUnauthorized();
    handler.handleUnauthorized();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('does not loop when the API refuses the tokens of a sign-in that just completed', () => {
    const { handler, signIn, advance } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler.markSignedIn();
    advance(5_000);
    handler.handleUnauthorized();
    expect(signIn).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);

    // Later, an expired session is an ordinary reason to sign in again.
    advance(60_000);
    handler.handleUnauthorized();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('allows another attempt when starting the sign-in failed', async () => {
    const { handler, signIn } = setUp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn.mockImplementationOnce(() => Promise.reject(new Error('provider unreachable')));
    handler.handleUnauthorized();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    handler.handleUnauthorized();
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
