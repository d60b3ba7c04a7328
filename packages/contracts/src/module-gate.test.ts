import { describe, expect, it } from 'vitest';
import { isModuleEnabled, moduleOfApiPath, moduleOfAppPath } from './module-gate.ts';

describe('module gate rules', () => {
  it('finds the module of a web route, whatever the case, and none for the shell pages', () => {
    expect(moduleOfAppPath('/event')).toBe('EVENTS');
    expect(moduleOfAppPath('/Stores/')).toBe('STORES');
    expect(moduleOfAppPath('/resources/admin/new')).toBe('RESOURCELIBRARY');
    expect(moduleOfAppPath('/dashboard/notifications')).toBe('NOTIFICATIONS');
    expect(moduleOfAppPath('/notifications/admin/new')).toBe('NOTIFICATIONS');
    expect(moduleOfAppPath('/events')).toBeNull();
    expect(moduleOfAppPath('/dashboard')).toBeNull();
    expect(moduleOfAppPath('/admin')).toBeNull();
  });

  it('finds the module of an API path and leaves shared calls alone', () => {
    expect(moduleOfApiPath('/api/Assets/GetUserAssets')).toBe('RESOURCELIBRARY');
    expect(moduleOfApiPath('/api/user-notification/unread/count')).toBe('NOTIFICATIONS');
    expect(moduleOfApiPath('/api/TenantNotification/submitissue')).toBe('CONTACTUS');
    expect(moduleOfApiPath('/api/TenantNotification')).toBeNull();
    expect(moduleOfApiPath('/api/corepath/CorePathOnBoardingStatus')).toBe('LEARNINGPATH');
    expect(moduleOfApiPath('/api/modules/admin/Search')).toBe('LEARNINGPATH');
    expect(moduleOfApiPath('/api/pathinfo')).toBe('LEARNINGPATH');
    expect(moduleOfApiPath('/api/categories')).toBeNull();
  });

  it('keeps the shell modules on and follows the tenant list for the rest', () => {
    expect(isModuleEnabled([], 'ADMIN')).toBe(true);
    expect(isModuleEnabled(['RESOURCELIBRARY'], 'RESOURCELIBRARY')).toBe(true);
    expect(isModuleEnabled(['RESOURCELIBRARY'], 'EVENTS')).toBe(false);
  });
});
