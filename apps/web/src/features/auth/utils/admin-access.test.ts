import { describe, expect, it } from 'vitest';
import { administersAnyModule, chooseViewSwitch, isAdminAreaPath } from './admin-access';

const modules = [
  { permissions: ['RESOURCELIBRARY_ADMIN', 'RESOURCELIBRARY_REVIEW_UPLOADS', 'RESOURCELIBRARY_USER_UPLOAD'] },
  { permissions: ['LEARNINGPATH_ADMIN', 'LEARNINGPATH_CHANGE_PATH', 'LEARNINGPATH_COMPLETE_PATH'] },
];

describe('admin access', () => {
  it('does not count the three user permissions as administration', () => {
    const learner = new Set(['RESOURCELIBRARY_USER_UPLOAD', 'LEARNINGPATH_CHANGE_PATH', 'LEARNINGPATH_COMPLETE_PATH']);
    expect(administersAnyModule(learner, modules)).toBe(false);
    expect(administersAnyModule(new Set(['RESOURCELIBRARY_REVIEW_UPLOADS']), modules)).toBe(true);
  });

  it('ignores permissions of modules the tenant does not have', () => {
    expect(administersAnyModule(new Set(['STORES_ADMIN']), modules)).toBe(false);
  });

  it('recognises the admin area', () => {
    expect(isAdminAreaPath('/admin')).toBe(true);
    expect(isAdminAreaPath('/resources/admin')).toBe(true);
    expect(isAdminAreaPath('/notifications/admin/new')).toBe(true);
    expect(isAdminAreaPath('/resources')).toBe(false);
    expect(isAdminAreaPath('/administration')).toBe(false);
  });

  it('offers Switch to Admin outside the admin view and Switch to User inside it', () => {
    const admin = new Set(['LEARNINGPATH_ADMIN']);
    expect(chooseViewSwitch(admin, modules, '/dashboard')).toBe('to-admin');
    expect(chooseViewSwitch(admin, modules, '/admin')).toBe('to-user');
    expect(chooseViewSwitch(new Set(), modules, '/dashboard')).toBeUndefined();
  });
});
