import type { TImportPeopleResponse, TImportedPerson } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import type { TPermissionsService } from '../permissions/permissions.service.ts';
import type { TInvitationContext, TInvitationsService } from './invitations.service.ts';
import { ImportFileError, readImportFile, type TImportProblems, type TImportRow } from './people-import.parse.ts';
import { findImportReferences, insertPerson } from './people-admin.repository.ts';

export type TPeopleImportService = ReturnType<typeof createPeopleImportService>;

type TResolved = { row: TImportRow; locationId: number | null };

/**
 * Imports many people at once (issue 21): every row checked first (the file, each cell, the
 * tenant's job roles, locations and managers, emails taken or repeated), then everyone created in
 * one transaction with their audit rows and invitations, or nobody. Emails go after the commit.
 */
export function createPeopleImportService(
  db: Kysely<Database>,
  {
    permissions,
    invitations,
  }: {
    permissions: Pick<TPermissionsService, 'forgetUserAccess'>;
    invitations: Pick<TInvitationsService, 'issueInvitation' | 'deliverInvitation'>;
  },
) {
  async function checkReferences(tenantCode: string, rows: readonly TImportRow[], problems: TImportProblems) {
    const add = (row: number, column: string, code: string) => {
      (problems[`rows.${row}.${column}`] ??= []).push(code);
    };
    const found = await findImportReferences(db, tenantCode, {
      jobRoleCodes: rows.flatMap((row) => row.values.jobRoleCode ?? []),
      locationCodes: rows.flatMap((row) => row.values.locationCode ?? []),
      managerUserCodes: rows.flatMap((row) => row.values.managerUserCode ?? []),
      emails: rows.flatMap((row) => row.values.email?.toLowerCase() ?? []),
    });
    const seenEmails = new Map<string, number>();
    return rows.map((row): TResolved => {
      const { jobRoleCode, locationCode, managerUserCode, email } = row.values;
      if (jobRoleCode !== undefined && !found.jobRoleCodes.has(jobRoleCode)) {
        add(row.row, 'jobRoleCode', 'unknown');
      }
      if (locationCode !== undefined && !found.locationIds.has(locationCode)) {
        add(row.row, 'locationCode', 'unknown');
      }
      if (managerUserCode !== undefined && !found.managerUserCodes.has(managerUserCode)) {
        add(row.row, 'managerUserCode', 'unknown');
      }
      const lower = email?.toLowerCase();
      if (lower !== undefined && found.takenEmails.has(lower)) {
        add(row.row, 'email', 'email_taken');
      } else if (lower !== undefined && seenEmails.has(lower)) {
        add(row.row, 'email', 'duplicate');
      }
      if (lower !== undefined) {
        seenEmails.set(lower, row.row);
      }
      return { row, locationId: locationCode === undefined ? null : (found.locationIds.get(locationCode) ?? null) };
    });
  }

  /** Creates everyone of the file, or nobody (400 with every problem). Audited, one row per person. */
  async function importPeople(
    actor: TAuditActor,
    bytes: Buffer,
    context: TInvitationContext,
  ): Promise<TImportPeopleResponse> {
    let read;
    try {
      read = await readImportFile(bytes);
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new AppError('validation_failed', 'The file cannot be imported.', { file: [error.code] });
      }
      throw error;
    }
    const { rows, problems } = read;
    const resolved = await checkReferences(actor.tenantCode, rows, problems);
    if (Object.keys(problems).length > 0) {
      throw new AppError('validation_failed', 'Some rows cannot be imported; nobody was imported.', problems);
    }
    let created: { person: Omit<TImportedPerson, 'link'>; token: string }[];
    try {
      created = await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const done: { person: Omit<TImportedPerson, 'link'>; token: string }[] = [];
        for (const { row, locationId } of resolved) {
          const userCode = `u-${randomUUID()}`;
          const columns = {
            first_name: row.values.firstName ?? '',
            last_name: row.values.lastName ?? '',
            email: (row.values.email ?? '').toLowerCase(),
            job_role_code: row.values.jobRoleCode ?? null,
            job_title: row.values.jobTitle ?? null,
            location_id: locationId,
            manager_user_code: row.values.managerUserCode ?? null,
          };
          await insertPerson(trx, actor.tenantCode, { user_code: userCode, ...columns }, now);
          const person = {
            row: row.row,
            userCode,
            firstName: columns.first_name,
            lastName: columns.last_name,
            email: columns.email,
          };
          await recordAdminChange(trx, actor, {
            area: 'people',
            action: 'create',
            targetKind: 'user',
            targetId: userCode,
            before: null,
            after: { ...person, ...row.values, source: 'import' },
          });
          done.push({ person, token: await invitations.issueInvitation(trx, actor, userCode) });
        }
        return done;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('conflict', 'Someone with one of these emails was added meanwhile; nobody was imported.');
      }
      throw error;
    }
    permissions.forgetUserAccess();
    const answered: TImportedPerson[] = [];
    for (const { person, token } of created) {
      const issued = await invitations.deliverInvitation(
        actor.tenantCode,
        person.userCode,
        token,
        person.email,
        context,
      );
      answered.push({ ...person, link: issued.link });
    }
    return { created: answered };
  }

  return { importPeople };
}
