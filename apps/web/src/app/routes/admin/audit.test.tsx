import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditEntry, TSearchAuditLogRequest } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from './admin-fixtures';
import { AuditAdminRoute } from './audit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEARCH = '/api/admin/audit/search';

function buildEntry(overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id: 1,
    at: '2026-11-20T15:30:00.000Z',
    actorUserCode: 'acme-admin',
    actorName: 'Ada Admin',
    area: 'people',
    action: 'update',
    targetKind: 'user',
    targetId: 'acme-riley',
    before: { jobRoleCode: 'SALES_ASSOCIATE' },
    after: { jobRoleCode: 'STORE_MANAGER' },
    ...overrides,
  };
}

describe('AuditAdminRoute', { timeout: 20_000 }, () => {
  it('lists the changes, newest first, with who, what and the change itself', async () => {
    stubFetch({
      [SEARCH]: () =>
        jsonResponse({
          result: [
            buildEntry(),
            buildEntry({
              id: 2,
              actorName: null,
              area: 'roles',
              action: 'create',
              targetKind: 'role',
              targetId: '9',
              before: null,
            }),
          ],
          totalRecords: 2,
        }),
    });
    renderAdminPage(<AuditAdminRoute />, { permissions: ['USERADMIN_MANAGE_ROLES'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ada AdminPeopleChangedPerson acme-riley');
    expect(rows[2]?.textContent).toContain('acme-adminRolesCreatedRole 9');
    expect(within(rows[1] as HTMLElement).getByText(/"STORE_MANAGER"/)).toBeTruthy();
    expect(screen.getByText('2 changes')).toBeTruthy();
  });

  it('filters by area and days, from the first page', async () => {
    const fetchMock = stubFetch({ [SEARCH]: () => jsonResponse({ result: [buildEntry()], totalRecords: 60 }) });
    const { router } = renderAdminPage(<AuditAdminRoute />, {
      permissions: ['USERADMIN_MANAGE_ROLES'],
      url: '/admin/audit?page=2',
      path: '/admin/audit',
    });
    await screen.findByRole('table');
    expect(requestBody(callsTo(fetchMock, SEARCH)[0]?.[1])).toMatchObject({ pageNo: 2, pageSize: 25 });
    fireEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Roles' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => {
      const last = requestBody(callsTo(fetchMock, SEARCH).at(-1)?.[1]) as TSearchAuditLogRequest;
      expect(last).toMatchObject({ pageNo: 1, area: 'roles', from: new Date(2026, 10, 1).toISOString() });
      expect(last.to).toBeUndefined();
    });
    expect(router.state.location.search).toBe('?area=roles&from=2026-11-01');
  });

  it('says when nothing was recorded', async () => {
    stubFetch({ [SEARCH]: () => jsonResponse({ result: [], totalRecords: 0 }) });
    renderAdminPage(<AuditAdminRoute />, { permissions: ['USERADMIN_MANAGE_ROLES'] });
    expect(await screen.findByText('No changes recorded')).toBeTruthy();
  });

  it('is refused to a people admin who cannot manage roles', () => {
    renderAdminPage(<AuditAdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});
