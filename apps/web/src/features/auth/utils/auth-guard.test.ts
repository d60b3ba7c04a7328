import { describe, expect, it } from 'vitest';
import { decideAuthGuard } from './auth-guard';
import type { TAuthGuardState } from './auth-guard';

const signedOut: TAuthGuardState = {
  isLoading: false,
  isAuthenticated: false,
  hasRefreshToken: false,
  renewal: 'idle',
  signIn: 'idle',
};

describe('decideAuthGuard', () => {
  it('lets a valid token through', () => {
    expect(decideAuthGuard({ ...signedOut, isAuthenticated: true })).toBe('allow');
    expect(decideAuthGuard({ ...signedOut, isAuthenticated: true, signIn: 'failed' })).toBe('allow');
  });

  it('waits while the session is being read', () => {
    expect(decideAuthGuard({ ...signedOut, isLoading: true })).toBe('wait');
  });

  it('sends a visitor without a session to sign in', () => {
    expect(decideAuthGuard(signedOut)).toBe('sign-in');
  });

  it('renews an expired session once, then signs in', () => {
    expect(decideAuthGuard({ ...signedOut, hasRefreshToken: true })).toBe('renew');
    expect(decideAuthGuard({ ...signedOut, hasRefreshToken: true, renewal: 'tried' })).toBe('sign-in');
  });

  it('explains when the sign-in could not start', () => {
    expect(decideAuthGuard({ ...signedOut, signIn: 'failed' })).toBe('fail');
  });
});
