import { z } from 'zod';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * Footer configuration (spec section 3 "Footer configuration"), `GET /api/tenant/FooterConfiguration`.
 * Public: the footer shows before sign-in too. Links come in the language asked for (`locale`),
 * else the tenant's default language.
 */

export const ZGetFooterConfigurationRequestSchema = z.object({
  locale: ZLocaleCodeSchema.optional().describe("Language of the links; the tenant's default language when absent"),
});
export type TGetFooterConfigurationRequest = z.infer<typeof ZGetFooterConfigurationRequestSchema>;

export const ZFooterAdditionalLinkSchema = z.object({
  groupName: z.string(),
  linkName: z.string(),
  linkUrl: z.string(),
  locale: ZLocaleCodeSchema,
});
export type TFooterAdditionalLink = z.infer<typeof ZFooterAdditionalLinkSchema>;

export const ZFooterLinkGroupSchema = z.object({
  groupName: z.string(),
  links: z.array(ZFooterAdditionalLinkSchema),
});
export type TFooterLinkGroup = z.infer<typeof ZFooterLinkGroupSchema>;

export const ZFooterSocialMediaSchema = z.object({
  mediaName: z.string(),
  mediaUrl: z.string(),
  locale: ZLocaleCodeSchema,
});

export const ZFooterProductLinkSchema = z.object({
  linkName: z.string(),
  linkUrl: z.string(),
  locale: ZLocaleCodeSchema,
});

export const ZOtherTenantUrlSchema = z.object({ name: z.string(), url: z.string() });

export const ZFooterConfigurationResponseSchema = z.object({
  /** The language the links are in. */
  locale: ZLocaleCodeSchema,
  showLogo: z.boolean(),
  showChangeLanguageLink: z.boolean(),
  showLanguageSwitchingOption: z.boolean(),
  copyright: z.string().nullable(),
  /** Whether the Terms and Conditions link (modal) shows. */
  termsAndConditions: z.boolean(),
  /** Whether the Privacy Policy link (modal) shows. */
  privacy: z.boolean(),
  showContactUsForm: z.boolean(),
  contactNumber: z.string().nullable(),
  showPoweredBy: z.boolean(),
  /** The spec's flat list, in the tenant's order, of the asked language only. */
  additionalLinks: z.array(ZFooterAdditionalLinkSchema),
  /** The same links grouped by `groupName`, groups in the order of their first link. */
  additionalLinkGroups: z.array(ZFooterLinkGroupSchema),
  tenantFooterSocialMediaConfigurations: z.array(ZFooterSocialMediaSchema),
  productLinks: z.array(ZFooterProductLinkSchema),
  showOtherTenantUrls: z.boolean(),
  /** Empty unless `showOtherTenantUrls`. */
  otherTenantUrls: z.array(ZOtherTenantUrlSchema),
});
export type TFooterConfiguration = z.infer<typeof ZFooterConfigurationResponseSchema>;
