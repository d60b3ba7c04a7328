import { z } from 'zod';

/**
 * Product modules a tenant can enable. The tenant configuration lists the enabled ones; menus,
 * routes and search tabs follow from that list (spec section 1).
 */
export const MODULE_CODES = [
  'ADMIN',
  'USERADMIN',
  'MULTIMODULE',
  'RESOURCELIBRARY',
  'LEARNINGPATH',
  'ASSESSMENT',
  'TRIVIA',
  'EXPLORE',
  'EVENTS',
  'NEWS',
  'TEAMS',
  'REPORTS',
  'STORES',
  'CONTACTUS',
  'PRIVACYPOLICY',
  'NOTIFICATIONS',
] as const;
export type TModuleCode = (typeof MODULE_CODES)[number];
export const ZModuleCodeSchema = z.enum(MODULE_CODES);

export type TModuleDefinition = {
  code: TModuleCode;
  /** Display name used when the tenant configures none (the web app translates it by code). */
  name: string;
  /** Route of the module's area in the web app (spec section 2, route table). */
  route: string;
  /** Permission strings the module defines; granted per tenant through roles and groups. */
  permissions: readonly string[];
};

/** The product's module catalogue: routes and permissions are product-defined, not per tenant. */
export const MODULE_CATALOGUE: Record<TModuleCode, TModuleDefinition> = {
  ADMIN: { code: 'ADMIN', name: 'Admin', route: '/admin', permissions: [] },
  USERADMIN: {
    code: 'USERADMIN',
    name: 'User administration',
    route: '/admin',
    permissions: ['USERADMIN_VIEW', 'USERADMIN_MANAGE_USERS', 'USERADMIN_MANAGE_ROLES'],
  },
  MULTIMODULE: { code: 'MULTIMODULE', name: 'More', route: '', permissions: [] },
  RESOURCELIBRARY: {
    code: 'RESOURCELIBRARY',
    name: 'Resource Library',
    route: '/resources',
    permissions: [
      'RESOURCELIBRARY_VIEW',
      'RESOURCELIBRARY_ADMIN',
      'RESOURCELIBRARY_USER_UPLOAD',
      'RESOURCELIBRARY_VIEW_REPORTS',
    ],
  },
  LEARNINGPATH: {
    code: 'LEARNINGPATH',
    name: 'Learning Paths',
    route: '/learning-path',
    permissions: [
      'LEARNINGPATH_VIEW',
      'LEARNINGPATH_ADMIN',
      'LEARNINGPATH_CHANGE_PATH',
      'LEARNINGPATH_COMPLETE_PATH',
      'LEARNINGPATH_VIEW_REPORTS',
    ],
  },
  ASSESSMENT: {
    code: 'ASSESSMENT',
    name: 'Test and Trivia',
    route: '/assessment',
    permissions: ['ASSESSMENT_VIEW', 'ASSESSMENT_ADMIN', 'ASSESSMENT_MANAGER', 'ASSESSMENT_VIEW_REPORTS'],
  },
  TRIVIA: { code: 'TRIVIA', name: 'Trivia', route: '/trivia', permissions: ['TRIVIA_VIEW', 'TRIVIA_ADMIN'] },
  EXPLORE: { code: 'EXPLORE', name: 'Explore', route: '/explore', permissions: ['EXPLORE_VIEW'] },
  EVENTS: {
    code: 'EVENTS',
    name: 'Events',
    route: '/event',
    permissions: ['EVENTS_VIEW', 'EVENTS_ADMIN', 'EVENTS_VIEW_REPORTS'],
  },
  NEWS: { code: 'NEWS', name: 'News', route: '/news', permissions: ['NEWS_VIEW', 'NEWS_ADMIN'] },
  TEAMS: { code: 'TEAMS', name: 'Teams', route: '/team', permissions: ['TEAMS_VIEW', 'TEAMS_ADMIN'] },
  REPORTS: { code: 'REPORTS', name: 'Reports', route: '/reports', permissions: [] },
  STORES: { code: 'STORES', name: 'Stores', route: '/stores', permissions: ['STORES_VIEW', 'STORES_ADMIN'] },
  CONTACTUS: { code: 'CONTACTUS', name: 'Contact Us', route: '/contact-us', permissions: [] },
  PRIVACYPOLICY: { code: 'PRIVACYPOLICY', name: 'Privacy Policy', route: '/privacy-policy', permissions: [] },
  NOTIFICATIONS: {
    code: 'NOTIFICATIONS',
    name: 'Notifications',
    route: '/dashboard/notifications',
    permissions: ['NOTIFICATIONS_ADMIN'],
  },
};
