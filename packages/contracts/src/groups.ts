import { z } from 'zod';
import { pagedResult, positiveIntegerParameter } from './common.ts';
import { RoleValidation, ZGroupStatusSchema } from './roles.ts';
import { pageRequestSortedBy, UserValidation } from './users.ts';

/*
 * Group administration (issue 21, `/admin/groups`): a group's fields, the roles it grants its
 * members, and its members. The spec names only `POST /api/group/search` (roles.ts); the other
 * calls sit beside it under `/api/group`. Every call needs USERADMIN_MANAGE_ROLES: a group grants
 * roles, so whoever edits groups can grant any permission, as a role editor can. Writes that could
 * leave nobody able to administer users are a 409 with the `LAST_USER_ADMIN` field error.
 */

export const GroupValidation = {
  maxNameLength: 100,
  maxDescriptionLength: 500,
  maxRolesPerGroup: 100,
} as const;

/** Field error code of group writes when another group of the tenant has the name. */
export const GROUP_NAME_TAKEN = 'name_taken';
/** Field error code of group writes naming a role or user the tenant does not have. */
export const GROUP_UNKNOWN_REFERENCE = 'unknown';

const ZGroupIdSchema = z.number().int().positive().max(RoleValidation.maxId);
const ZRoleIdSchema = z.number().int().positive().max(RoleValidation.maxId);
const ZUserCodeSchema = z.string().min(1).max(UserValidation.maxUserCodeLength);

/** `/api/group/:id` path parameters. */
export const ZGroupIdParamsSchema = z.strictObject({ id: positiveIntegerParameter('id', RoleValidation.maxId) });
export type TGroupIdParams = z.infer<typeof ZGroupIdParamsSchema>;

/** `/api/group/:id/members/:userCode` path parameters. */
export const ZGroupMemberParamsSchema = z.strictObject({
  id: positiveIntegerParameter('id', RoleValidation.maxId),
  userCode: ZUserCodeSchema,
});
export type TGroupMemberParams = z.infer<typeof ZGroupMemberParamsSchema>;

/** A group with the roles it grants (by name) and how many members it has. */
export const ZGroupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: ZGroupStatusSchema,
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  memberCount: z.number().int().nonnegative(),
});
export type TGroupDetail = z.infer<typeof ZGroupDetailSchema>;

const groupFields = {
  name: z.string().trim().min(1).max(GroupValidation.maxNameLength),
  description: z.string().trim().max(GroupValidation.maxDescriptionLength).nullable().optional(),
  status: ZGroupStatusSchema,
  roleIds: z
    .array(ZRoleIdSchema)
    .max(GroupValidation.maxRolesPerGroup)
    .refine((ids) => new Set(ids).size === ids.length, 'roleIds must not repeat'),
};

/** `POST /api/group`: creates a group with its roles (names unique per tenant, ignoring case). */
export const ZCreateGroupRequestSchema = z.strictObject(groupFields);
export type TCreateGroupRequest = z.infer<typeof ZCreateGroupRequestSchema>;

/** `PUT /api/group/:id`: replaces the group's fields and roles; `id` must be the path's. */
export const ZUpdateGroupRequestSchema = z.strictObject({ id: ZGroupIdSchema, data: z.strictObject(groupFields) });
export type TUpdateGroupRequest = z.infer<typeof ZUpdateGroupRequestSchema>;

export const ZGetGroupResponseSchema = ZGroupDetailSchema;

/** One member of a group. */
export const ZGroupMemberSchema = z.object({
  userCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
});
export type TGroupMember = z.infer<typeof ZGroupMemberSchema>;

export const GROUP_MEMBER_SORT_COLUMNS = ['lastName', 'firstName', 'email'] as const;

/** `POST /api/group/:id/members/search`: the group's members, paged; `searchText` matches names and email. */
export const ZSearchGroupMembersRequestSchema = z.strictObject({
  ...pageRequestSortedBy(GROUP_MEMBER_SORT_COLUMNS),
  searchText: z.string().trim().max(UserValidation.maxSearchTextLength).optional(),
});
export type TSearchGroupMembersRequest = z.infer<typeof ZSearchGroupMembersRequestSchema>;
export const ZSearchGroupMembersResponseSchema = pagedResult(ZGroupMemberSchema);
export type TSearchGroupMembersResponse = z.infer<typeof ZSearchGroupMembersResponseSchema>;

/** `POST /api/group/:id/members`: adds these users of the tenant (members already are stay). */
export const ZAddGroupMembersRequestSchema = z.strictObject({
  userCodes: z
    .array(ZUserCodeSchema)
    .min(1)
    .max(UserValidation.maxUserCodesPerRequest)
    .refine((codes) => new Set(codes).size === codes.length, 'userCodes must not repeat'),
});
export type TAddGroupMembersRequest = z.infer<typeof ZAddGroupMembersRequestSchema>;
