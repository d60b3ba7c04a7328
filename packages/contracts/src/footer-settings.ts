import { z } from 'zod';
import { isHttpUrl } from './http-url.ts';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * The footer's settings (issue 21, `/api/admin/footer`; spec section 3 "Footer configuration"):
 * what it shows, its links in every language, social media, other tenant sites and the contact
 * number. The policies it links to are the tenant notifications (`/api/TenantNotification/*`),
 * versioned there. Changing it needs USERADMIN_MANAGE_ROLES (`FOOTER_SETTINGS_PERMISSION`), as
 * every tenant-wide setting does.
 */

export const FOOTER_SETTINGS_PERMISSION = 'USERADMIN_MANAGE_ROLES';

export const FooterSettingsValidation = {
  /** Links of each list (additional, social media, product, other tenant sites). */
  maxLinks: 50,
  maxNameLength: 200,
  maxUrlLength: 1000,
  maxCopyrightLength: 500,
  maxContactNumberLength: 30,
} as const;

/** Digits, spaces and the signs phone numbers are written with: "+1 800 555 0100", "(514) 555-0199 x12". */
export const CONTACT_NUMBER_PATTERN = /^\+?[0-9 ().\-/x]{3,}$/;

const name = z.string().trim().min(1, 'Required').max(FooterSettingsValidation.maxNameLength);
const url = z
  .string()
  .trim()
  .max(FooterSettingsValidation.maxUrlLength)
  .refine(isHttpUrl, 'An address starting with https:// or http://');
const links = <T extends z.ZodType>(item: T) => z.array(item).max(FooterSettingsValidation.maxLinks);

export const ZFooterSettingsSchema = z.strictObject({
  showLogo: z.boolean(),
  showChangeLanguageLink: z.boolean(),
  showLanguageSwitchingOption: z.boolean(),
  /** The footer links the Terms and Conditions and the Privacy Policy (their versions are the tenant notifications). */
  termsAndConditions: z.boolean(),
  privacy: z.boolean(),
  showContactUsForm: z.boolean(),
  showPoweredBy: z.boolean(),
  showOtherTenantUrls: z.boolean(),
  copyright: z.string().trim().max(FooterSettingsValidation.maxCopyrightLength).nullable(),
  contactNumber: z
    .string()
    .trim()
    .max(FooterSettingsValidation.maxContactNumberLength)
    .regex(CONTACT_NUMBER_PATTERN, 'A phone number: digits, spaces, + ( ) - . / x')
    .nullable(),
  additionalLinks: links(z.strictObject({ groupName: name, linkName: name, linkUrl: url, locale: ZLocaleCodeSchema })),
  socialMedia: links(z.strictObject({ mediaName: name, mediaUrl: url, locale: ZLocaleCodeSchema })),
  productLinks: links(z.strictObject({ linkName: name, linkUrl: url, locale: ZLocaleCodeSchema })),
  otherTenantUrls: links(z.strictObject({ name, url })),
});
export type TFooterSettings = z.infer<typeof ZFooterSettingsSchema>;
export type TFooterSettingsInput = z.input<typeof ZFooterSettingsSchema>;

/** `GET /api/admin/footer`: the settings with the links of every language. */
export const ZGetFooterSettingsResponseSchema = ZFooterSettingsSchema;
/** `PUT /api/admin/footer`: replaces them all (400 with field errors for bad links or numbers). */
export const ZUpdateFooterSettingsRequestSchema = ZFooterSettingsSchema;
export const ZUpdateFooterSettingsResponseSchema = ZFooterSettingsSchema;
