import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from '../admin/admin-fixtures';
import { PlatformTenantsRoute } from './platform-tenants';

afterEach(() => {
  vi.unstubAllGlobals();
});

const acme = {
  tenantCode: 'acme',
  name: 'Acme Corporation',
  hosts: ['localhost', 'acme.localhost'],
  modules: ['ADMIN', 'USERADMIN', 'NEWS'],
  locales: ['en', 'fr-CA'],
};

describe('PlatformTenantsRoute', { timeout: 30_000 }, () => {
  it("lists the tenants and creates one, showing its first administrator's invitation link to copy", async () => {
    const fetchMock = stubFetch({
      '/api/platform/tenants': (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse(
              {
                tenantCode: 'nova',
                hosts: ['nova.localhost'],
                adminUserCode: 'nova-admin',
                adminEmail: 'first@nova.example',
                invitation: {
                  invitation: {
                    status: 'PENDING',
                    createdAt: '2026-11-27T10:00:00.000Z',
                    expiresAt: '2026-12-04T10:00:00.000Z',
                    emailedAt: null,
                  },
                  link: 'http://nova.localhost:3000/invitation/abc123',
                },
              },
              201,
            )
          : jsonResponse([acme]),
    });
    renderAdminPage(<PlatformTenantsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tenants of this deployment' })).toBeTruthy();
    expect(await screen.findByText('Acme Corporation')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'New tenant' }));
    fireEvent.change(form.getByRole('textbox', { name: /^Code/ }), { target: { value: 'nova' } });
    fireEvent.change(form.getByRole('textbox', { name: /^Organization name/ }), { target: { value: 'Nova Retail' } });
    fireEvent.change(form.getByRole('textbox', { name: /^Hosts/ }), {
      target: { value: 'nova.localhost, Learn.Nova.test' },
    });
    fireEvent.click(form.getByRole('checkbox', { name: 'News' }));
    fireEvent.change(form.getByRole('textbox', { name: /^First administrator/ }), {
      target: { value: 'first@nova.example' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Create the tenant' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/platform/tenants').filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/platform/tenants').find(([, call]) => call?.method === 'POST') ?? [];
    expect(requestBody(init)).toMatchObject({
      code: 'nova',
      name: 'Nova Retail',
      hosts: ['nova.localhost', 'learn.nova.test'],
      locales: ['en'],
      modules: ['NEWS'],
      adminEmail: 'first@nova.example',
    });
    expect(await screen.findByText('Tenant nova created')).toBeTruthy();
    expect(screen.getByText(/first@nova\.example, sets a password with the invitation below/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invitation link' }).value).toBe(
      'http://nova.localhost:3000/invitation/abc123',
    );
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeTruthy();
  });

  it('says the invitation was emailed, and shows no link, when the deployment sends emails', async () => {
    stubFetch({
      '/api/platform/tenants': (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse(
              {
                tenantCode: 'nova',
                hosts: ['nova.localhost'],
                adminUserCode: 'nova-admin',
                adminEmail: 'first@nova.example',
                invitation: {
                  invitation: {
                    status: 'PENDING',
                    createdAt: '2026-11-27T10:00:00.000Z',
                    expiresAt: '2026-12-04T10:00:00.000Z',
                    emailedAt: '2026-11-27T10:00:01.000Z',
                  },
                  link: null,
                },
              },
              201,
            )
          : jsonResponse([acme]),
    });
    renderAdminPage(<PlatformTenantsRoute />);
    const form = within(await screen.findByRole('form', { name: 'New tenant' }));
    fireEvent.change(form.getByRole('textbox', { name: /^Code/ }), { target: { value: 'nova' } });
    fireEvent.change(form.getByRole('textbox', { name: /^Organization name/ }), { target: { value: 'Nova' } });
    fireEvent.change(form.getByRole('textbox', { name: /^Hosts/ }), { target: { value: 'nova.localhost' } });
    fireEvent.change(form.getByRole('textbox', { name: /^First administrator/ }), {
      target: { value: 'first@nova.example' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Create the tenant' }));
    expect(
      await screen.findByText('An email with the link to set a password was sent to first@nova.example.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });

  it('does not exist for someone who is not a deployment administrator', async () => {
    stubFetch({});
    renderAdminPage(<PlatformTenantsRoute />);
    expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeTruthy();
  });
});
