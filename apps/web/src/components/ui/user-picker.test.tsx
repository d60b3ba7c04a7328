import type { TUserSummary } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../testing/fetch-stubs';
import { renderRoutes } from '../../testing/test-utils';
import { UserPicker } from './user-picker';

const AUTH = window.location.origin;

function user(userCode: string, firstName: string, lastName: string): TUserSummary {
  return {
    userCode,
    firstName,
    lastName,
    email: `${userCode}@acme.test`,
    pictureMediaId: null,
    jobRoleCode: null,
    jobRole: null,
    managerUserCode: null,
    status: 'ACTIVE',
  };
}

const ada = user('ada', 'Ada', 'Admin');
const marco = user('marco', 'Marco', 'Manager');

function stubDirectory() {
  return stubFetch({
    '/api/user/getallapproved': (_url, init) => {
      const { searchText } = requestBody(init) as { searchText?: string };
      const found = [ada, marco].filter((candidate) =>
        searchText
          ? `${candidate.firstName} ${candidate.lastName}`.toLowerCase().includes(searchText.toLowerCase())
          : true,
      );
      return jsonResponse({ result: found, totalRecords: found.length });
    },
    '/api/user/getbyusercodes': (_url, init) => {
      const { userCodes } = requestBody(init) as { userCodes: string[] };
      return jsonResponse([ada, marco].filter((candidate) => userCodes.includes(candidate.userCode)));
    },
  });
}

function Harness({ initial, onChange }: { initial: string[]; onChange: (codes: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <UserPicker
      authService={AUTH}
      label="Users"
      value={value}
      onChange={(codes) => {
        setValue(codes);
        onChange(codes);
      }}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserPicker', { timeout: 15_000 }, () => {
  it('names the users chosen before by their directory entry, not their code', async () => {
    const fetchMock = stubDirectory();
    renderRoutes([{ path: '*', element: <Harness initial={['ada']} onChange={() => {}} /> }]);
    expect((await screen.findAllByText('Ada Admin (ada@acme.test)')).length).toBeGreaterThan(0);
    expect(screen.queryByText('ada')).toBeNull();
    expect(callsTo(fetchMock, '/api/user/getbyusercodes').map(([, init]) => requestBody(init))).toEqual([
      { userCodes: ['ada'] },
    ]);
  });

  it('finds a user by name on the server and adds them', async () => {
    const fetchMock = stubDirectory();
    const onChange = vi.fn();
    renderRoutes([{ path: '*', element: <Harness initial={[]} onChange={onChange} /> }]);
    const input = screen.getByRole('combobox', { name: 'Users' });
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'marco' } });
    // The directory is searched with what was typed, and only its answer is offered.
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/user/getallapproved').map(([, init]) => requestBody(init))).toContainEqual(
        expect.objectContaining({ searchText: 'marco', pageNo: 1 }),
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Marco Manager (marco@acme.test)' }));
    expect(screen.queryByRole('option', { name: 'Ada Admin (ada@acme.test)' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(['marco']);
    expect((await screen.findAllByText('Marco Manager (marco@acme.test)')).length).toBeGreaterThan(0);
  });
});
