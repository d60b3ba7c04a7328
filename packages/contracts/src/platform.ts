import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locale-codes.ts';
import { ZIssuedInvitationSchema } from './admin-invitations.ts';
import { ZModuleCodeSchema } from './module-codes.ts';

/*
 * The platform (issue 21, item 7): a deployment administrator creates tenants, from
 * `./portal tenant:create` or the platform page (`/platform/tenants`, `/api/platform/tenants`).
 * Deployment administrators are named by the deployment setting PLATFORM_ADMINS
 * (`<tenantCode>:<email>`, comma-separated): a person signed in to that tenant with that email.
 * To anyone else the platform calls do not exist (404).
 */

export const TenantCreationValidation = {
  maxCodeLength: 32,
  maxNameLength: 200,
  maxHosts: 10,
  maxHostLength: 253,
  maxEmailLength: 320,
  maxPersonNameLength: 100,
} as const;

/** A tenant code: lower-case letters, digits and dashes, starting with a letter (it names hosts and ids). */
export const ZTenantCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(TenantCreationValidation.maxCodeLength)
  .regex(/^[a-z][a-z0-9-]*$/, 'code must be lower-case letters, digits and dashes, starting with a letter');

/** A host name the tenant answers on (no scheme, no port), lower-cased. */
export const ZTenantHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TenantCreationValidation.maxHostLength)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'host must be a host name such as portal.example.com',
  );

/** `POST /api/platform/tenants` and `./portal tenant:create`. */
export const ZCreateTenantRequestSchema = z.strictObject({
  code: ZTenantCodeSchema,
  name: z.string().trim().min(1).max(TenantCreationValidation.maxNameLength),
  hosts: z
    .array(ZTenantHostSchema)
    .min(1)
    .max(TenantCreationValidation.maxHosts)
    .refine((hosts) => new Set(hosts).size === hosts.length, 'hosts must not repeat'),
  /** Languages, the default one first. */
  locales: z
    .array(z.enum(SUPPORTED_LOCALES))
    .min(1)
    .refine((locales) => new Set(locales).size === locales.length, 'locales must not repeat'),
  /** Modules on; ADMIN and USERADMIN are always added (the first administrator needs them). */
  modules: z
    .array(ZModuleCodeSchema)
    .refine((modules) => new Set(modules).size === modules.length, 'modules must not repeat'),
  adminEmail: z.email().max(TenantCreationValidation.maxEmailLength),
  adminFirstName: z.string().trim().min(1).max(TenantCreationValidation.maxPersonNameLength).default('Administrator'),
  adminLastName: z.string().trim().min(1).max(TenantCreationValidation.maxPersonNameLength).default('Portal'),
});
export type TCreateTenantRequest = z.infer<typeof ZCreateTenantRequestSchema>;
export type TCreateTenantInput = z.input<typeof ZCreateTenantRequestSchema>;

/**
 * The created tenant and its first administrator's invitation to set a password: emailed when the
 * deployment has an SMTP server (`link` null), else its link to copy (shown once, never stored).
 */
export const ZCreateTenantResponseSchema = z.object({
  tenantCode: z.string(),
  hosts: z.array(z.string()),
  adminUserCode: z.string(),
  adminEmail: z.string(),
  invitation: ZIssuedInvitationSchema,
});
export type TCreateTenantResponse = z.infer<typeof ZCreateTenantResponseSchema>;

export const ZPlatformTenantSchema = z.object({
  tenantCode: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  modules: z.array(z.string()),
  locales: z.array(z.string()),
});
export type TPlatformTenant = z.infer<typeof ZPlatformTenantSchema>;
export const ZListPlatformTenantsResponseSchema = z.array(ZPlatformTenantSchema);

/** Field error code of a tenant code or host another tenant already has (409). */
export const TENANT_TAKEN = 'taken';
