import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInShell, requestUrl, stubFetch } from '../../shell-fixtures';
import { DashboardRoute } from '../dashboard/dashboard';
import { PrivacyPolicyRoute } from './privacy-policy';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrivacyPolicyRoute', () => {
  it('shows the latest privacy policy, sanitized, with its version and updated date', async () => {
    const fetchMock = stubFetch({
      '/api/TenantNotification/GetLastNotification': () =>
        jsonResponse({
          notificationCode: 'PRIVACY-2',
          tenantCode: 'acme',
          type: 'PRIVACY_POLICY',
          locale: 'en',
          title: 'Privacy Policy',
          htmlContent: '<p>We keep your data safe.</p><script>window.hacked = true</script>',
          version: '2.0',
          effectiveFrom: '2025-06-01T00:00:00.000Z',
        }),
    });
    const { container } = renderInShell(<PrivacyPolicyRoute />);
    expect(await screen.findByText('We keep your data safe.')).toBeTruthy();
    expect(screen.getByText(/Version 2\.0/).textContent).toContain('Updated June 1, 2025');
    expect(container.querySelector('script')).toBeNull();
    const [input] = fetchMock.mock.calls[0] ?? [''];
    const url = requestUrl(input);
    expect(url.searchParams.get('type')).toBe('PRIVACY_POLICY');
    expect(url.searchParams.get('tenantCode')).toBe('acme');
  });

  it('says so when the policy cannot be loaded', async () => {
    stubFetch({});
    renderInShell(<PrivacyPolicyRoute />, { locale: 'fr-CA' });
    expect(await screen.findByText('Cette politique n’a pas pu être chargée. Réessayez plus tard.')).toBeTruthy();
  });
});

describe('DashboardRoute', () => {
  it('welcomes the user by first name', () => {
    renderInShell(<DashboardRoute />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Lena' })).toBeTruthy();
  });
});
