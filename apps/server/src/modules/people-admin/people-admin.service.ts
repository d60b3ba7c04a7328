import {
  EMAIL_TAKEN,
  PERSON_MANAGER_SELF,
  PERSON_REFERENCE_UNKNOWN,
  USER_CODE_TAKEN,
  ZSearchPeopleResponseSchema,
  type TCreatePersonRequest,
  type TCreatePersonWithInvitationResponse,
  type TPerson,
  type TSearchPeopleRequest,
  type TSetPersonAccessRequest,
  type TUpdatePersonRequest,
  type TUserStatus,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ALL_KEYS } from '../../lib/change-signal.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import { pageWindow } from '../../lib/listing.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import type { TPermissionsService } from '../permissions/permissions.service.ts';
import type { TInvitationContext, TInvitationsService } from './invitations.service.ts';
import { grantsByUser, presentPerson } from './people-admin.presenter.ts';
import {
  changeStatus,
  countPeople,
  findExistingReferences,
  findGrantsOf,
  findPerson,
  insertPerson,
  isEmailTaken,
  replaceAccess,
  findPeoplePage,
  isNameOrder,
  updatePerson as updatePersonRow,
  type TPersonColumns,
  type TPersonRow,
} from './people-admin.repository.ts';
import { createPeopleImportService } from './people-import.service.ts';
import { guardUserAdministration } from './user-admin-guard.ts';

export type TPeopleAdminService = ReturnType<typeof createPeopleAdminService>;

type TPersonFields = TUpdatePersonRequest['data'];

const PERSON_CHANGE = { area: 'people', targetKind: 'user' } as const;

/*
 * The list is kept briefly: whole answers per tenant and query as sent (`lib/answer-cache.ts`),
 * and totals per tenant and filters (counting a tenant of 100 000 users costs ~15 ms; the next
 * page of the same filters reuses it). Every write that changes people (here, in groups, an
 * invitation accepted) drops the tenant's at once on this node and announces the tenant on the
 * change signal for the others (`forgetTenant`); a change no one announces (a role renamed)
 * shows within the TTL.
 */
const LIST_TTL_MS = 5_000;

/** Bytes of whole answers kept (a page of 16 people is about 8 KB). */
const ANSWER_BYTES = 16 * 1024 * 1024;

function emailTaken(): AppError {
  return new AppError('conflict', 'Another user of this organisation already has this email.', {
    email: [EMAIL_TAKEN],
  });
}

function columnsOf(fields: TPersonFields): TPersonColumns {
  return {
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email.toLowerCase(),
    job_role_code: fields.jobRoleCode,
    job_title: fields.jobTitle || null,
    location_id: fields.locationId,
    manager_user_code: fields.managerUserCode,
  };
}

/**
 * People administration (issue 21): the tenant's users as a user admin lists and changes them.
 * Each write is one transaction with its audit row; writes that can take away the user-admin
 * permission run under the no-lock-out guard; status and access changes forget cached access, so
 * they apply to the person's next call on this node.
 */
export function createPeopleAdminService(
  db: Kysely<Database>,
  {
    permissions,
    invitations,
    announce = async () => {},
  }: {
    permissions: Pick<TPermissionsService, 'forgetUserAccess'>;
    invitations: Pick<TInvitationsService, 'issueInvitation' | 'deliverInvitation'>;
    /** Tells every node that the tenant's people changed (the tenant change signal). */
    announce?: (tenantCode: string) => Promise<void>;
  },
) {
  const totals = createLoadingCache<{ total: number }>({ ttl: LIST_TTL_MS, max: 1_000 });
  let answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: LIST_TTL_MS });

  /** Drops the tenant's kept lists and totals (`ALL_KEYS`: everyone's). */
  function forgetTenant(tenantCode: string): void {
    if (tenantCode === ALL_KEYS) {
      totals.clear();
      answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: LIST_TTL_MS });
      return;
    }
    // Totals are keyed `["<tenant>",{filters}]`.
    const prefix = `${JSON.stringify([tenantCode]).slice(0, -1)},`;
    for (const key of [...totals.keys()]) {
      if (key.startsWith(prefix)) {
        totals.delete(key);
      }
    }
    answers.forget([tenantCode]);
  }

  /** After a committed write: this node forgets at once, the others when the signal reaches them. */
  async function peopleChanged(tenantCode: string): Promise<void> {
    forgetTenant(tenantCode);
    await announce(tenantCode);
  }

  async function presentRows(reader: Kysely<Database>, tenantCode: string, rows: readonly TPersonRow[]) {
    const grants = await findGrantsOf(
      reader,
      tenantCode,
      rows.map((row) => row.id),
    );
    const roles = grantsByUser(grants.roles);
    const groups = grantsByUser(grants.groups);
    return rows.map((row) => presentPerson(row, roles.get(row.id) ?? [], groups.get(row.id) ?? []));
  }

  // Inside a write, reads go through its transaction (`reader`): SQLite has one connection.
  async function loadRow(reader: Kysely<Database>, tenantCode: string, userCode: string): Promise<TPersonRow> {
    const row = await findPerson(reader, tenantCode, userCode);
    if (!row) {
      throw notFound('The person');
    }
    return row;
  }

  async function loadPerson(reader: Kysely<Database>, tenantCode: string, userCode: string): Promise<TPerson> {
    const [person] = await presentRows(reader, tenantCode, [await loadRow(reader, tenantCode, userCode)]);
    if (!person) {
      throw notFound('The person');
    }
    return person;
  }

  /** Refuses (400) references that are not the tenant's, every field at once. */
  async function assertReferences(
    reader: Kysely<Database>,
    tenantCode: string,
    fields: TPersonFields,
    access: { roleIds: readonly number[]; groupIds: readonly number[] },
    userCode: string | null,
  ): Promise<void> {
    const found = await findExistingReferences(reader, tenantCode, {
      jobRoleCode: fields.jobRoleCode,
      locationId: fields.locationId,
      managerUserCode: fields.managerUserCode,
      ...access,
    });
    const errors: Record<string, string[]> = {};
    if (fields.jobRoleCode !== null && !found.hasJobRole) {
      errors.jobRoleCode = [PERSON_REFERENCE_UNKNOWN];
    }
    if (fields.locationId !== null && !found.hasLocation) {
      errors.locationId = [PERSON_REFERENCE_UNKNOWN];
    }
    if (fields.managerUserCode !== null && fields.managerUserCode === userCode) {
      errors.managerUserCode = [PERSON_MANAGER_SELF];
    } else if (fields.managerUserCode !== null && !found.hasManager) {
      errors.managerUserCode = [PERSON_REFERENCE_UNKNOWN];
    }
    addUnknownIds(errors, 'roleIds', access.roleIds, found.roleIds);
    addUnknownIds(errors, 'groupIds', access.groupIds, found.groupIds);
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'The person is not valid.', errors);
    }
  }

  /** Runs a write in one transaction; an email or code taken by a concurrent write is the same 409. */
  async function write<T>(
    tenantCode: string,
    isAccessChange: boolean,
    change: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    try {
      const result = await db.transaction().execute(change);
      await peopleChanged(tenantCode);
      if (isAccessChange) {
        permissions.forgetUserAccess();
      }
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('conflict', 'Another user of this organisation already has this email or user code.');
      }
      throw error;
    }
  }

  /** The tenant's people matching the filters, paged, with their direct roles and groups. */
  async function searchPeople(
    tenantCode: string,
    request: TSearchPeopleRequest,
  ): Promise<{ result: TPerson[]; totalRecords: number }> {
    const filters = {
      searchText: request.searchText?.toLowerCase(),
      status: request.status,
      locationId: request.locationId,
      jobRoleCode: request.jobRoleCode,
      roleId: request.roleId,
      groupId: request.groupId,
    };
    const window = pageWindow(request);
    const total = await countOf(tenantCode, filters);
    const rows = await findPeoplePage(db, tenantCode, {
      ...filters,
      sort: request.sortColumns,
      ...window,
      searchFrom: (await isOrderWalkCheaper(tenantCode, request, total, window)) ? 'order' : 'matches',
    });
    return { result: await presentRows(db, tenantCode, rows), totalRecords: total };
  }

  async function countOf(tenantCode: string, filters: Parameters<typeof countPeople>[2]): Promise<number> {
    // JSON drops the filters not set: `{}` is the whole tenant.
    const key = JSON.stringify([tenantCode, filters]);
    const counted = await totals.forceFetch(key, {
      context: async () => ({ total: await countPeople(db, tenantCode, filters) }),
    });
    return counted.total;
  }

  /**
   * SQLite has no statistics to choose how to find a searched page by itself. From the search
   * indexes it reads every match (`total`); walking the name order it reads about
   * (offset + limit) × everyone / total people before the page is full. A short prefix (`gi`:
   * 8 000 of 100 000) is 8 times cheaper walked; a precise one (`tremblay12`: 98) read from matches.
   */
  async function isOrderWalkCheaper(
    tenantCode: string,
    request: TSearchPeopleRequest,
    total: number,
    window: { limit: number; offset: number },
  ): Promise<boolean> {
    if (!isSqlite(db) || !request.searchText || !isNameOrder(request.sortColumns)) {
      return false;
    }
    const everyone = await countOf(tenantCode, {});
    return total * total > (window.offset + window.limit) * everyone;
  }

  /** `POST /api/admin/people/search` as sent: checked against the contract once per kept answer. */
  function searchPeopleAnswer(tenantCode: string, request: TSearchPeopleRequest): Promise<TKeptAnswer> {
    // The parsed body is the whole query (zod writes its keys in the schema's order).
    return answers.get([tenantCode, 'search', JSON.stringify(request)], async () => ({
      json: JSON.stringify(ZSearchPeopleResponseSchema.parse(await searchPeople(tenantCode, request))),
    }));
  }

  /** A person of the tenant, any status; another tenant's is not found. */
  function getPerson(tenantCode: string, userCode: string): Promise<TPerson> {
    return loadPerson(db, tenantCode, userCode);
  }

  /**
   * Creates an active person without a password, with their roles and groups, and their
   * invitation to set one (emailed or answered to show, once committed). Audited.
   */
  async function createPerson(
    actor: TAuditActor,
    request: TCreatePersonRequest,
    context: TInvitationContext,
  ): Promise<TCreatePersonWithInvitationResponse> {
    const { tenantCode } = actor;
    const userCode = request.userCode ?? `u-${randomUUID()}`;
    const { person, token } = await write(tenantCode, true, async (trx) => {
      await assertReferences(trx, tenantCode, request, request, userCode);
      if (await findPerson(trx, tenantCode, userCode)) {
        throw new AppError('conflict', 'Another user of this organisation has this user code.', {
          userCode: [USER_CODE_TAKEN],
        });
      }
      if (await isEmailTaken(trx, tenantCode, request.email, null)) {
        throw emailTaken();
      }
      const userId = await insertPerson(
        trx,
        tenantCode,
        { user_code: userCode, ...columnsOf(request) },
        new Date().toISOString(),
      );
      await replaceAccess(trx, tenantCode, userId, request);
      const after = await loadPerson(trx, tenantCode, userCode);
      await recordAdminChange(trx, actor, {
        ...PERSON_CHANGE,
        action: 'create',
        targetId: userCode,
        before: null,
        after,
      });
      return { person: after, token: await invitations.issueInvitation(trx, actor, userCode) };
    });
    const invitation = await invitations.deliverInvitation(tenantCode, userCode, token, person.email, context);
    return { ...person, invitation };
  }

  /** Replaces a person's editable fields. Audited. */
  async function updatePerson(actor: TAuditActor, userCode: string, request: TUpdatePersonRequest): Promise<TPerson> {
    if (request.userCode !== userCode) {
      throw new AppError('validation_failed', 'The user code of the body is not the one of the path.', {
        userCode: ['must equal the user code of the path'],
      });
    }
    const { tenantCode } = actor;
    return write(tenantCode, false, async (trx) => {
      const row = await loadRow(trx, tenantCode, userCode);
      const before = await loadPerson(trx, tenantCode, userCode);
      await assertReferences(trx, tenantCode, request.data, { roleIds: [], groupIds: [] }, userCode);
      if (await isEmailTaken(trx, tenantCode, request.data.email, row.id)) {
        throw emailTaken();
      }
      await updatePersonRow(trx, tenantCode, row.id, columnsOf(request.data), new Date().toISOString());
      const after = await loadPerson(trx, tenantCode, userCode);
      await recordAdminChange(trx, actor, { ...PERSON_CHANGE, action: 'update', targetId: userCode, before, after });
      return after;
    });
  }

  /** Replaces the person's direct roles and groups, never leaving the tenant without a user admin. Audited. */
  async function setPersonAccess(
    actor: TAuditActor,
    userCode: string,
    request: TSetPersonAccessRequest,
  ): Promise<TPerson> {
    const { tenantCode } = actor;
    return write(tenantCode, true, async (trx) => {
      const row = await loadRow(trx, tenantCode, userCode);
      const before = await loadPerson(trx, tenantCode, userCode);
      const fields = { jobRoleCode: null, locationId: null, managerUserCode: null } as const;
      await assertReferences(trx, tenantCode, { ...before, ...fields }, request, userCode);
      await guardUserAdministration(trx, tenantCode, 'userCode', () => replaceAccess(trx, tenantCode, row.id, request));
      const after = await loadPerson(trx, tenantCode, userCode);
      await recordAdminChange(trx, actor, {
        ...PERSON_CHANGE,
        action: 'set_access',
        targetId: userCode,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * Deactivates or reactivates a person. Deactivation never removes the tenant's last user admin;
   * doing it twice changes and records nothing. Cached access is forgotten, so a deactivated
   * person's token is refused on their next call here (the provider refuses their refresh
   * tokens and sessions: it only finds active accounts).
   */
  async function setStatus(actor: TAuditActor, userCode: string, status: TUserStatus): Promise<TPerson> {
    const { tenantCode } = actor;
    return write(tenantCode, true, async (trx) => {
      const row = await loadRow(trx, tenantCode, userCode);
      const before = await loadPerson(trx, tenantCode, userCode);
      const isChanged = await guardUserAdministration(trx, tenantCode, 'userCode', () =>
        changeStatus(trx, tenantCode, row.id, status, new Date().toISOString()),
      );
      if (!isChanged) {
        return before;
      }
      const after = await loadPerson(trx, tenantCode, userCode);
      const action = status === 'ACTIVE' ? 'reactivate' : 'deactivate';
      await recordAdminChange(trx, actor, { ...PERSON_CHANGE, action, targetId: userCode, before, after });
      return after;
    });
  }

  const imports = createPeopleImportService(db, { permissions, invitations });

  return {
    searchPeopleAnswer,
    forgetTenant,
    getPerson,
    createPerson,
    importPeople: async (...args: Parameters<typeof imports.importPeople>) => {
      const answer = await imports.importPeople(...args);
      await peopleChanged(args[0].tenantCode);
      return answer;
    },
    updatePerson,
    setPersonAccess,
    deactivatePerson: (actor: TAuditActor, userCode: string) => setStatus(actor, userCode, 'INACTIVE'),
    reactivatePerson: (actor: TAuditActor, userCode: string) => setStatus(actor, userCode, 'ACTIVE'),
  };
}

function addUnknownIds(
  errors: Record<string, string[]>,
  field: string,
  requested: readonly number[],
  found: ReadonlySet<number>,
): void {
  requested.forEach((id, index) => {
    if (!found.has(id)) {
      errors[`${field}.${index}`] = [PERSON_REFERENCE_UNKNOWN];
    }
  });
}
