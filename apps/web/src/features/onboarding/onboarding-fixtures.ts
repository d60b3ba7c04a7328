import type { TCategory, TTenantNotification, TUserCategory } from '@portal/contracts';

/** Test data of the onboarding calls (a tenant with two policies and a small category tree). */

export const termsV2: TTenantNotification = {
  notificationCode: 'acme-terms-2',
  tenantCode: 'acme',
  type: 'TERMS_CONDITIONS',
  locale: 'en',
  title: 'Terms and Conditions',
  htmlContent: '<p>Use the portal kindly.</p>',
  version: '2',
  effectiveFrom: '2026-01-01T00:00:00.000Z',
};

export const privacyV2: TTenantNotification = {
  ...termsV2,
  notificationCode: 'acme-privacy-2',
  type: 'PRIVACY_POLICY',
  title: 'Privacy Policy',
  htmlContent: '<p>We keep your data safe.</p>',
};

const category = (categoryId: number, name: string, parentCategoryId: number | null, position: number): TCategory => ({
  categoryId,
  code: `C${categoryId}`,
  name,
  nameEn: name,
  nameFr: name,
  parentCategoryId,
  position,
});

export const tenantCategories: TCategory[] = [
  category(1, 'Safety', null, 1),
  category(2, 'Sales', null, 2),
  category(11, 'Fire drills', 1, 1),
  category(21, 'Negotiation', 2, 1),
];

export function userCategory(categoryId: number, updatedAt: string): TUserCategory {
  return {
    categoryId,
    code: `C${categoryId}`,
    name: `Category ${categoryId}`,
    parentCategoryId: null,
    updatedAt,
    isModified: false,
    isInserted: false,
  };
}
