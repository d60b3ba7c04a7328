import { describe, expect, it } from 'vitest';
import {
  canSwitchToAdmin,
  canSwitchToUser,
  hasRequiredPermissions,
  isModuleAdmin,
  normalizePermissions,
} from './access.ts';
import { grantablePermissions, MODULE_CATALOGUE } from './modules.ts';

const held = (...permissions: string[]) => new Set(permissions);

describe('hasRequiredPermissions (spec section 5)', () => {
  it('passes an empty requirement, whatever is held', () => {
    expect(hasRequiredPermissions(held(), [])).toBe(true);
    expect(hasRequiredPermissions(held(), [], 'all')).toBe(true);
  });

  it("needs any one in 'any' mode (the default)", () => {
    expect(hasRequiredPermissions(held('B'), ['A', 'B'])).toBe(true);
    expect(hasRequiredPermissions(held('C'), ['A', 'B'])).toBe(false);
  });

  it("needs every one in 'all' mode", () => {
    expect(hasRequiredPermissions(held('A', 'B', 'C'), ['A', 'B'], 'all')).toBe(true);
    expect(hasRequiredPermissions(held('A'), ['A', 'B'], 'all')).toBe(false);
  });
});

describe('normalizePermissions', () => {
  it('drops empty entries and duplicates', () => {
    expect(normalizePermissions(['A', '', '  ', null, 'B', 'A', undefined, ' C '])).toEqual(['A', 'B', 'C']);
  });
});

describe('module administration (spec section 6)', () => {
  const resources = MODULE_CATALOGUE.RESOURCELIBRARY;
  const paths = MODULE_CATALOGUE.LEARNINGPATH;

  it('does not count the three user features as administration', () => {
    expect(isModuleAdmin(held('RESOURCELIBRARY_USER_UPLOAD'), resources)).toBe(false);
    expect(isModuleAdmin(held('LEARNINGPATH_CHANGE_PATH', 'LEARNINGPATH_COMPLETE_PATH'), paths)).toBe(false);
  });

  it('counts any other permission of the module', () => {
    expect(isModuleAdmin(held('RESOURCELIBRARY_REVIEW_UPLOADS'), resources)).toBe(true);
    expect(isModuleAdmin(held('LEARNINGPATH_ADMIN'), paths)).toBe(true);
  });

  it('does not count reports or manager calls as administration', () => {
    expect(isModuleAdmin(held('RESOURCELIBRARY_VIEW_REPORTS', 'ASSESSMENT_MANAGER'), resources)).toBe(false);
  });

  it('offers Switch to Admin to module administrators outside admin view, and Switch to User inside', () => {
    const modules = [resources, paths];
    expect(canSwitchToAdmin(held('LEARNINGPATH_ADMIN'), modules, false)).toBe(true);
    expect(canSwitchToAdmin(held('LEARNINGPATH_ADMIN'), modules, true)).toBe(false);
    expect(canSwitchToAdmin(held('RESOURCELIBRARY_USER_UPLOAD'), modules, false)).toBe(false);
    expect(canSwitchToUser(true)).toBe(true);
    expect(canSwitchToUser(false)).toBe(false);
  });
});

describe('grantablePermissions', () => {
  it("lists the modules' permissions, their report permissions and the manager permission, once each", () => {
    const permissions = grantablePermissions(['RESOURCELIBRARY', 'TRIVIA']);
    expect(permissions).toEqual(
      expect.arrayContaining([
        'RESOURCELIBRARY_ADMIN',
        'RESOURCELIBRARY_VIEW_REPORTS',
        'TRIVIA_ADMIN',
        'ASSESSMENT_MANAGER',
      ]),
    );
    expect(permissions).not.toContain('TRIVIA_VIEW_REPORTS');
    expect(new Set(permissions).size).toBe(permissions.length);
  });
});
