import type { TUser } from '@portal/contracts';

/** The signed-in user as `getcurrentuser` answers it: the demo learner, onboarding done. */
export function buildTestUser(overrides: Partial<TUser> = {}): TUser {
  return {
    userCode: 'acme-learner',
    firstName: 'Lena',
    lastName: 'Learner',
    email: 'learner@acme.test',
    pictureMediaId: null,
    browsingLanguagePreference: 'en',
    firstPreferenceUpdated: true,
    hasReportees: false,
    locationNames: [],
    jobRoleCode: null,
    jobRole: null,
    showMessage: false,
    ...overrides,
  };
}
