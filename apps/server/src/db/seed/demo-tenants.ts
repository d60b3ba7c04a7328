import { MODULE_CODES, type TLocaleCode, type TModuleCode } from '@portal/contracts';

/** Demo data of ARCHITECTURE.md section 9: what a newcomer sees on first start. */

export type TDemoRoleName = 'Employee' | 'Manager' | 'Administrator';

export type TDemoUser = {
  userCode: string;
  email: string;
  firstName: string;
  lastName: string;
  browsingLanguagePreference: TLocaleCode;
  firstPreferenceUpdated: boolean;
  /** Roles held directly; every demo user is also in the "All employees" group (role Employee). */
  roles: TDemoRoleName[];
  managerUserCode?: string;
  jobRoleCode: string;
  jobTitle: string;
  tags: string[];
};

export type TDemoLink = { group?: string; name: string; url: string; locale: TLocaleCode };

export type TDemoTenant = {
  code: string;
  name: string;
  hosts: string[];
  defaultLocale: TLocaleCode;
  locales: TLocaleCode[];
  modules: TModuleCode[];
  clientId: string;
  /** The tenant's brand colour ('#rrggbb'): each demo tenant looks like itself. */
  brandColor: string;
  users: TDemoUser[];
  footer: {
    copyright: string;
    contactNumber: string;
    additionalLinks: TDemoLink[];
    socialMedia: TDemoLink[];
    productLinks: TDemoLink[];
    otherTenantUrls: { name: string; url: string }[];
  };
};

/** The password of every demo account (used once sign-in exists). */
export const DEMO_PASSWORD = 'Portal!2026';

const everyModule = [...MODULE_CODES];

export const DEMO_TENANTS: readonly TDemoTenant[] = [
  {
    code: 'acme',
    name: 'Acme Corporation',
    hosts: ['localhost', 'acme.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'fr-CA'],
    modules: everyModule,
    clientId: 'portal-acme',
    brandColor: '#b4391c',
    users: [
      {
        userCode: 'acme-learner',
        email: 'learner@acme.test',
        firstName: 'Lena',
        lastName: 'Learner',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'acme-manager',
        jobRoleCode: 'SALES_ASSOCIATE',
        jobTitle: 'Sales Associate',
        tags: ['sales', 'store-12'],
      },
      {
        userCode: 'acme-manager',
        email: 'manager@acme.test',
        firstName: 'Marco',
        lastName: 'Manager',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: true,
        roles: ['Manager'],
        jobRoleCode: 'STORE_MANAGER',
        jobTitle: 'Store Manager',
        tags: ['management', 'store-12'],
      },
      {
        userCode: 'acme-admin',
        email: 'admin@acme.test',
        firstName: 'Ada',
        lastName: 'Admin',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: true,
        roles: ['Administrator'],
        jobRoleCode: 'LEARNING_ADMIN',
        jobTitle: 'Learning Administrator',
        tags: ['head-office'],
      },
      {
        userCode: 'acme-newhire',
        email: 'newhire@acme.test',
        firstName: 'Noah',
        lastName: 'Newhire',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: false,
        roles: [],
        managerUserCode: 'acme-manager',
        jobRoleCode: 'SALES_ASSOCIATE',
        jobTitle: 'Sales Associate',
        tags: ['sales', 'store-12', 'new-hire'],
      },
      // Skills demo (issue 17): the manager's team, with self ratings that disagree with other evidence.
      {
        userCode: 'acme-sam',
        email: 'sam@acme.test',
        firstName: 'Sam',
        lastName: 'Seller',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'acme-manager',
        jobRoleCode: 'SALES_ASSOCIATE',
        jobTitle: 'Sales Associate',
        tags: ['sales', 'store-12'],
      },
      {
        userCode: 'acme-riley',
        email: 'riley@acme.test',
        firstName: 'Riley',
        lastName: 'Rivera',
        browsingLanguagePreference: 'fr-CA',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'acme-manager',
        jobRoleCode: 'SALES_ASSOCIATE',
        jobTitle: 'Sales Associate',
        tags: ['sales', 'store-12'],
      },
      // Teams demo (issue 20): the manager's six reportees at different stages (seed-team.ts).
      {
        userCode: 'acme-jordan',
        email: 'jordan@acme.test',
        firstName: 'Jordan',
        lastName: 'Park',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'acme-manager',
        jobRoleCode: 'SALES_ASSOCIATE',
        jobTitle: 'Sales Associate',
        tags: ['sales', 'store-12'],
      },
      {
        userCode: 'acme-taylor',
        email: 'taylor@acme.test',
        firstName: 'Taylor',
        lastName: 'Brooks',
        browsingLanguagePreference: 'en',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'acme-manager',
        jobRoleCode: 'SALES_ASSOCIATE',
        jobTitle: 'Sales Associate',
        tags: ['sales', 'store-12'],
      },
    ],
    footer: {
      copyright: '© 2026 Acme Corporation',
      contactNumber: '+1 800 555 0100',
      additionalLinks: [
        { group: 'Company', name: 'About Acme', url: 'https://acme.example/about', locale: 'en' },
        { group: 'Company', name: 'Careers', url: 'https://acme.example/careers', locale: 'en' },
        { group: 'Help', name: 'Privacy centre', url: 'https://acme.example/privacy', locale: 'en' },
        { group: 'Entreprise', name: 'À propos d’Acme', url: 'https://acme.example/fr/about', locale: 'fr-CA' },
        { group: 'Entreprise', name: 'Carrières', url: 'https://acme.example/fr/careers', locale: 'fr-CA' },
        { group: 'Aide', name: 'Centre de confidentialité', url: 'https://acme.example/fr/privacy', locale: 'fr-CA' },
      ],
      socialMedia: [
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/acme', locale: 'en' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/acme', locale: 'fr-CA' },
      ],
      productLinks: [
        { name: 'Acme Store', url: 'https://store.acme.example', locale: 'en' },
        { name: 'Boutique Acme', url: 'https://store.acme.example/fr', locale: 'fr-CA' },
      ],
      // The footer moves it onto the scheme and port the browser used (a host of this deployment).
      otherTenantUrls: [{ name: 'Boréal Inc.', url: 'http://boreal.localhost' }],
    },
  },
  {
    code: 'boreal',
    name: 'Boréal Inc.',
    hosts: ['boreal.localhost'],
    defaultLocale: 'fr-CA',
    locales: ['fr-CA', 'en'],
    modules: everyModule.filter((code) => code !== 'STORES' && code !== 'EVENTS'),
    clientId: 'portal-boreal',
    brandColor: '#0f6b5c',
    users: [
      {
        userCode: 'boreal-apprenant',
        email: 'apprenant@boreal.test',
        firstName: 'Amélie',
        lastName: 'Apprenant',
        browsingLanguagePreference: 'fr-CA',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'boreal-admin',
        jobRoleCode: 'TECHNICIEN',
        jobTitle: 'Technicien de maintenance',
        tags: ['atelier'],
      },
      // Teams demo (issue 20): boreal's administrator leads a team of two.
      {
        userCode: 'boreal-technicien',
        email: 'theo@boreal.test',
        firstName: 'Théo',
        lastName: 'Tremblay',
        browsingLanguagePreference: 'fr-CA',
        firstPreferenceUpdated: true,
        roles: [],
        managerUserCode: 'boreal-admin',
        jobRoleCode: 'TECHNICIEN',
        jobTitle: 'Technicien de maintenance',
        tags: ['atelier'],
      },
      {
        userCode: 'boreal-admin',
        email: 'admin@boreal.test',
        firstName: 'Benoît',
        lastName: 'Administrateur',
        browsingLanguagePreference: 'fr-CA',
        firstPreferenceUpdated: true,
        roles: ['Administrator'],
        jobRoleCode: 'RESPONSABLE_FORMATION',
        jobTitle: 'Responsable de la formation',
        tags: ['siege-social'],
      },
    ],
    footer: {
      copyright: '© 2026 Boréal Inc.',
      contactNumber: '+1 418 555 0199',
      additionalLinks: [
        { group: 'Entreprise', name: 'À propos de Boréal', url: 'https://boreal.example/a-propos', locale: 'fr-CA' },
        { group: 'Aide', name: 'Confidentialité', url: 'https://boreal.example/privacy', locale: 'fr-CA' },
        { group: 'Company', name: 'About Boréal', url: 'https://boreal.example/about', locale: 'en' },
        { group: 'Help', name: 'Privacy', url: 'https://boreal.example/en/privacy', locale: 'en' },
      ],
      socialMedia: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/boreal', locale: 'fr-CA' }],
      productLinks: [],
      otherTenantUrls: [{ name: 'Acme Corporation', url: 'http://acme.localhost' }],
    },
  },
];

/** Names of each supported locale, in each supported locale. */
export const LOCALE_NAMES: Record<TLocaleCode, Record<TLocaleCode, string>> = {
  en: { en: 'English', 'fr-CA': 'Anglais' },
  'fr-CA': { en: 'French (Canada)', 'fr-CA': 'Français (Canada)' },
};
