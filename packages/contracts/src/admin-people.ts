import { z } from 'zod';
import { pagedResult, positiveIntegerParameter } from './common.ts';
import { LocationValidation } from './locations.ts';
import { RoleValidation } from './roles.ts';
import { pageRequestSortedBy, USER_STATUSES, UserValidation } from './users.ts';

/*
 * People administration (issue 21, `/api/admin/people`): the tenant's users as a user admin
 * (`MANAGE_USERS_PERMISSION`, USERADMIN_MANAGE_USERS) sees and changes them. Another tenant's user
 * is not found (404). Every write is one transaction with its audit row (admin-audit.ts).
 * Request bodies are strict: an unknown property is a 400 problem.
 */

export const PeopleAdminValidation = {
  /** Search is a prefix of first name, last name, "first last", email or user code. */
  maxSearchTextLength: UserValidation.maxSearchTextLength,
  maxRolesPerPerson: 100,
  maxGroupsPerPerson: 100,
} as const;

/** Columns the people list sorts by. */
export const PEOPLE_SORT_COLUMNS = ['lastName', 'firstName', 'email', 'userCode', 'createdAt'] as const;

export const ZUserStatusSchema = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatusSchema>;

const ZUserCodeSchema = z.string().min(1).max(UserValidation.maxUserCodeLength);
const ZNameSchema = z.string().trim().min(1).max(UserValidation.maxNameLength);
const ZRowIdSchema = z.number().int().positive().max(RoleValidation.maxId);
const ZJobRoleCodeSchema = z.string().trim().min(1).max(64);

/** A role or group a person holds, by id and name. */
export const ZNamedGrantSchema = z.object({ id: z.number().int(), name: z.string() });
export type TNamedGrant = z.infer<typeof ZNamedGrantSchema>;

/** A person as the people list and page show them. */
export const ZPersonSchema = z.object({
  userCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: ZUserStatusSchema,
  jobRoleCode: z.string().nullable(),
  jobTitle: z.string().nullable(),
  locationId: z.number().int().nullable(),
  managerUserCode: z.string().nullable(),
  /** Whether the person signs in with a password here (false: only through an external provider). */
  hasPassword: z.boolean(),
  /** Roles granted to the person directly (not through groups), by name. */
  roles: z.array(ZNamedGrantSchema),
  /** Groups the person is a member of, by name. */
  groups: z.array(ZNamedGrantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPerson = z.infer<typeof ZPersonSchema>;

/**
 * `POST /api/admin/people/search`: the tenant's people, paged, with the total matching. Every
 * filter narrows: `searchText` a prefix (ignoring case) of first name, last name, "first last",
 * email or user code; `status` ACTIVE/INACTIVE (both when absent); `roleId` holders of the role
 * directly; `groupId` members of the group.
 */
export const ZSearchPeopleRequestSchema = z.strictObject({
  ...pageRequestSortedBy(PEOPLE_SORT_COLUMNS),
  searchText: z.string().trim().max(PeopleAdminValidation.maxSearchTextLength).optional(),
  status: ZUserStatusSchema.optional(),
  locationId: z.number().int().positive().max(LocationValidation.maxId).optional(),
  jobRoleCode: ZJobRoleCodeSchema.optional(),
  roleId: ZRowIdSchema.optional(),
  groupId: ZRowIdSchema.optional(),
});
export type TSearchPeopleRequest = z.infer<typeof ZSearchPeopleRequestSchema>;
export const ZSearchPeopleResponseSchema = pagedResult(ZPersonSchema);
export type TSearchPeopleResponse = z.infer<typeof ZSearchPeopleResponseSchema>;

/** Path of the calls about one person: `/api/admin/people/{userCode}`. */
export const ZPersonParamsSchema = z.strictObject({ userCode: ZUserCodeSchema });
export type TPersonParams = z.infer<typeof ZPersonParamsSchema>;

/** `GET /api/admin/people/{userCode}`. */
export const ZGetPersonResponseSchema = ZPersonSchema;
export type TGetPersonResponse = z.infer<typeof ZGetPersonResponseSchema>;

/**
 * A person's editable fields. `jobRoleCode` must be a job role of the tenant, `locationId` one of
 * its locations and `managerUserCode` one of its active users other than the person: each wrong one
 * is a 400 with the field's error (`unknown`, or `self` for a manager who is the person). An email
 * another user of the tenant has is a 409 with `errors.email = ['email_taken']` (users.ts EMAIL_TAKEN).
 */
const personFields = {
  firstName: ZNameSchema,
  lastName: ZNameSchema,
  email: z.email().max(UserValidation.maxEmailLength),
  jobRoleCode: ZJobRoleCodeSchema.nullable(),
  jobTitle: z.string().trim().max(UserValidation.maxJobTitleLength).nullable(),
  locationId: z.number().int().positive().max(LocationValidation.maxId).nullable(),
  managerUserCode: ZUserCodeSchema.nullable(),
};

/** Field error code of person writes: the job role, location, manager, role or group is not the tenant's. */
export const PERSON_REFERENCE_UNKNOWN = 'unknown';
/** Field error code of person writes: a person cannot be their own manager. */
export const PERSON_MANAGER_SELF = 'self';
/** Field error code of `POST /api/admin/people` when another user of the tenant has the user code. */
export const USER_CODE_TAKEN = 'user_code_taken';

/**
 * `POST /api/admin/people`: creates an ACTIVE person without a password (they set one through an
 * invitation, or sign in through the tenant's external provider). `userCode` is generated when
 * absent. Answers 201 with the person.
 */
export const ZCreatePersonRequestSchema = z.strictObject({
  userCode: ZUserCodeSchema.regex(
    /^[A-Za-z0-9._@-]+$/,
    'userCode may only hold letters, digits and . _ @ -',
  ).optional(),
  ...personFields,
  roleIds: z.array(ZRowIdSchema).max(PeopleAdminValidation.maxRolesPerPerson).default([]),
  groupIds: z.array(ZRowIdSchema).max(PeopleAdminValidation.maxGroupsPerPerson).default([]),
});
export type TCreatePersonRequest = z.infer<typeof ZCreatePersonRequestSchema>;
export const ZCreatePersonResponseSchema = ZPersonSchema;
export type TCreatePersonResponse = z.infer<typeof ZCreatePersonResponseSchema>;

/** `PUT /api/admin/people/{userCode}`: replaces the person's editable fields; `userCode` must be the path's. */
export const ZUpdatePersonRequestSchema = z.strictObject({
  userCode: ZUserCodeSchema,
  data: z.strictObject(personFields),
});
export type TUpdatePersonRequest = z.infer<typeof ZUpdatePersonRequestSchema>;
export const ZUpdatePersonResponseSchema = ZPersonSchema;
export type TUpdatePersonResponse = z.infer<typeof ZUpdatePersonResponseSchema>;

/**
 * `PUT /api/admin/people/{userCode}/access`: replaces the roles granted to the person directly and
 * the groups they belong to. Ids not of the tenant are a 400 (`errors['roleIds.<index>'] = ['unknown']`).
 * Removing the last way anyone administers users is a 409 (`LAST_USER_ADMIN`).
 */
export const ZSetPersonAccessRequestSchema = z.strictObject({
  roleIds: z
    .array(ZRowIdSchema)
    .max(PeopleAdminValidation.maxRolesPerPerson)
    .refine((ids) => new Set(ids).size === ids.length, 'roleIds must not repeat'),
  groupIds: z
    .array(ZRowIdSchema)
    .max(PeopleAdminValidation.maxGroupsPerPerson)
    .refine((ids) => new Set(ids).size === ids.length, 'groupIds must not repeat'),
});
export type TSetPersonAccessRequest = z.infer<typeof ZSetPersonAccessRequestSchema>;
export const ZSetPersonAccessResponseSchema = ZPersonSchema;
export type TSetPersonAccessResponse = z.infer<typeof ZSetPersonAccessResponseSchema>;

/**
 * `POST /api/admin/people/{userCode}/deactivate` (no body): the person's status becomes INACTIVE,
 * their access tokens stop working on their next call, their refresh tokens and sign-in sessions
 * end. `POST /api/admin/people/{userCode}/reactivate` makes them ACTIVE again. Both answer the
 * person; doing it twice changes nothing (and records nothing).
 */
export const ZChangePersonStatusResponseSchema = ZPersonSchema;
export type TChangePersonStatusResponse = z.infer<typeof ZChangePersonStatusResponseSchema>;

/**
 * Field error code of a 409 `conflict` problem answered to any write that would leave the tenant
 * with no active user holding USERADMIN_MANAGE_USERS (deactivating the last one, taking their role
 * or group away, deleting or changing such a role): nobody could administer users any more. The
 * field is `userCode` for person writes, `id` for role writes.
 */
export const LAST_USER_ADMIN = 'last_user_admin';

/** Path parameter of group calls. */
export const ZGroupParamsSchema = z.strictObject({ id: positiveIntegerParameter('id', RoleValidation.maxId) });
export type TGroupParams = z.infer<typeof ZGroupParamsSchema>;
