import { z } from 'zod';
import { pagedResult, positiveIntegerParameter } from './common.ts';
import { pageRequestSortedBy, UserValidation } from './users.ts';

/*
 * Auth service calls about roles and groups (spec section 7). Request bodies are strict, as in
 * users.ts: an unknown property is a 400 problem.
 */

/** The permission every role call needs. */
export const MANAGE_ROLES_PERMISSION = 'USERADMIN_MANAGE_ROLES';

export const RoleValidation = {
  maxNameLength: 100,
  maxDescriptionLength: 500,
  maxPermissionsPerRole: 200,
  maxPermissionLength: 100,
  /** Role and group ids are 32-bit database integers. */
  maxId: 2_147_483_647,
} as const;

/** Spec section 3: role status 'Active'; group status 'ACTIVE' (the spec's two spellings). */
export const ROLE_STATUSES = ['Active', 'Inactive'] as const;
export const ZRoleStatusSchema = z.enum(ROLE_STATUSES);
export type TRoleStatus = z.infer<typeof ZRoleStatusSchema>;

export const GROUP_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ZGroupStatusSchema = z.enum(GROUP_STATUSES);
export type TGroupStatus = z.infer<typeof ZGroupStatusSchema>;

/** Columns the role list sorts by. */
export const ROLE_SORT_COLUMNS = ['id', 'name', 'status', 'createdAt', 'updatedAt'] as const;
/** Columns the group list sorts by. */
export const GROUP_SORT_COLUMNS = ['id', 'name', 'status'] as const;

const ZIdParamSchema = positiveIntegerParameter('id', RoleValidation.maxId);
const ZSearchTextSchema = z.string().trim().max(UserValidation.maxSearchTextLength);

export const ZRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: ZRoleStatusSchema,
  /** Sorted. */
  permissions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRole = z.infer<typeof ZRoleSchema>;

export const ZGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: ZGroupStatusSchema,
});
export type TGroup = z.infer<typeof ZGroupSchema>;

/** `GET /api/role/{id}` and `DELETE /api/role/{id}` path parameters. */
export const ZRoleIdParamsSchema = z.strictObject({ id: ZIdParamSchema });
export type TRoleIdParams = z.infer<typeof ZRoleIdParamsSchema>;

export const ZGetRoleResponseSchema = ZRoleSchema;
export type TGetRoleResponse = z.infer<typeof ZGetRoleResponseSchema>;

/** `POST /api/role/all`: the tenant's roles, paged; `searchText` matches name or description. */
export const ZSearchRolesRequestSchema = z.strictObject({
  ...pageRequestSortedBy(ROLE_SORT_COLUMNS),
  searchText: ZSearchTextSchema.optional(),
  status: ZRoleStatusSchema.optional(),
});
export type TSearchRolesRequest = z.infer<typeof ZSearchRolesRequestSchema>;
export const ZSearchRolesResponseSchema = pagedResult(ZRoleSchema);
export type TSearchRolesResponse = z.infer<typeof ZSearchRolesResponseSchema>;

/**
 * A role as the directory shows it to any administrator (`POST /api/role/search`, for audiences
 * and assignments): what it is called, never what it grants.
 */
export const ZRoleSummarySchema = ZRoleSchema.pick({ id: true, name: true, description: true, status: true });
export type TRoleSummary = z.infer<typeof ZRoleSummarySchema>;
export const ZSearchRoleSummariesResponseSchema = pagedResult(ZRoleSummarySchema);
export type TSearchRoleSummariesResponse = z.infer<typeof ZSearchRoleSummariesResponseSchema>;

/**
 * A role's editable fields. `permissions` must all be grantable with the tenant's enabled modules
 * (`grantablePermissions`): any other is a 400 with `errors['permissions.<index>'] = ['not_grantable']`.
 * Names are unique per tenant, ignoring case: a taken one is a `409 conflict` with `errors.name`.
 */
const roleFields = {
  name: z.string().trim().min(1).max(RoleValidation.maxNameLength),
  description: z.string().trim().max(RoleValidation.maxDescriptionLength).nullable().optional(),
  status: ZRoleStatusSchema,
  permissions: z
    .array(z.string().min(1).max(RoleValidation.maxPermissionLength))
    .max(RoleValidation.maxPermissionsPerRole)
    .refine((permissions) => new Set(permissions).size === permissions.length, 'permissions must not repeat'),
};

/** `POST /api/role`: create (the spec's client posts when the role has no id yet). */
export const ZCreateRoleRequestSchema = z.strictObject(roleFields);
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequestSchema>;
export const ZCreateRoleResponseSchema = ZRoleSchema;
export type TCreateRoleResponse = z.infer<typeof ZCreateRoleResponseSchema>;

/**
 * `PUT /api/role/{id}`: replaces every field of the role (permissions included). The body follows
 * our update convention `{ id, data }` rather than the spec's flat role; `id` must equal the path's.
 */
export const ZUpdateRoleRequestSchema = z.strictObject({
  id: z.number().int().positive().max(RoleValidation.maxId),
  data: z.strictObject(roleFields),
});
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequestSchema>;
export const ZUpdateRoleResponseSchema = ZRoleSchema;
export type TUpdateRoleResponse = z.infer<typeof ZUpdateRoleResponseSchema>;

/** Field error code of role writes when a permission is not grantable in the tenant. */
export const PERMISSION_NOT_GRANTABLE = 'not_grantable';
/** Field error code of role writes when another role of the tenant has the name. */
export const ROLE_NAME_TAKEN = 'name_taken';

/** `POST /api/group/search`: the tenant's groups, paged; `searchText` matches name or description. */
export const ZSearchGroupsRequestSchema = z.strictObject({
  ...pageRequestSortedBy(GROUP_SORT_COLUMNS),
  searchText: ZSearchTextSchema.optional(),
  status: ZGroupStatusSchema.optional(),
});
export type TSearchGroupsRequest = z.infer<typeof ZSearchGroupsRequestSchema>;
export const ZSearchGroupsResponseSchema = pagedResult(ZGroupSchema);
export type TSearchGroupsResponse = z.infer<typeof ZSearchGroupsResponseSchema>;
