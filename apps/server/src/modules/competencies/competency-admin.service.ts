import {
  SKILL_MESSAGES,
  SkillLimits,
  type TAdminCompetency,
  type TImportCompetenciesResponse,
  type TLocaleCode,
  type TSaveCompetencyData,
  type TSaveTagsRequest,
  type TSaveTargetsRequest,
  type TScaleLevel,
  type TSkillMessageName,
  type TTag,
  type TTagChoice,
  type ZSaveScaleRequestSchema,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { hasJobRole } from '../tenant-reference/tenant-reference.repository.ts';
import { broaderErrorsOf, competenciesToCsv, parseCompetencyCsv } from './competency-csv.ts';
import { existingCompetencyIds, scaleOf, tagsOf, targetsOf } from './competency-framework.service.ts';
import { competencyValues, parentsBeforeChildren, presentCompetency } from './competency-admin.presenter.ts';
import {
  clampLevels,
  countChildren,
  deleteCompetency,
  findCompetencyIdByCode,
  findCompetencyRow,
  findCompetencyRows,
  insertCompetency,
  replaceScale,
  replaceTags,
  replaceTargets,
  updateCompetency,
  type TCompetencyRow,
} from './competency-admin.repository.ts';
import { findTagChoices, findTagObjectTitles, tagObjectKey } from './competency-tag-objects.ts';

type TDb = Kysely<Database>;
type TFieldErrors = Record<string, string[]>;

function addIssue(errors: TFieldErrors, field: string, name: TSkillMessageName): void {
  (errors[field] ??= []).push(SKILL_MESSAGES[name]);
}

function failIfAny(errors: TFieldErrors, message: string): void {
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', message, errors);
  }
}

function codeTaken(): AppError {
  return new AppError('validation_failed', SKILL_MESSAGES.codeDuplicate, { code: [SKILL_MESSAGES.codeDuplicate] });
}

export type TCompetencyAdminService = ReturnType<typeof createCompetencyAdminService>;

/**
 * The competency framework's administration (issue 17, ASSESSMENT_ADMIN): the proficiency scale,
 * competencies in two levels, targets per job role, tags on resources and learning paths, and the
 * framework as an ESCO-style CSV file. Every read and write is scoped by the actor's tenant;
 * another tenant's competency is "not found". Writes are one transaction.
 */
export function createCompetencyAdminService(db: TDb) {
  async function competencyOf(conn: TDb, tenantCode: string, id: number): Promise<TCompetencyRow> {
    const row = await findCompetencyRow(conn, tenantCode, id);
    if (!row) {
      throw notFound('The competency');
    }
    return row;
  }

  /**
   * Each competency's tags as its page shows them: a tag outlives a deleted resource or path (no
   * foreign key across modules), and such a tag is neither shown nor counted.
   */
  async function shownTagCounts(conn: TDb, tenantCode: string): Promise<Map<number, number>> {
    const tags = await tagsOf(conn, tenantCode, null);
    const titles = await findTagObjectTitles(conn, tenantCode, tags, 'en');
    const counts = new Map<number, number>();
    for (const tag of tags) {
      if (titles.has(tagObjectKey(tag.objectKind, tag.objectId))) {
        counts.set(tag.competencyId, (counts.get(tag.competencyId) ?? 0) + 1);
      }
    }
    return counts;
  }

  async function presentOne(conn: TDb, tenantCode: string, id: number): Promise<TAdminCompetency> {
    const [row, tagCounts] = await Promise.all([competencyOf(conn, tenantCode, id), shownTagCounts(conn, tenantCode)]);
    return presentCompetency(row, tagCounts.get(id) ?? 0);
  }

  /** Two levels only: the parent exists, has no parent, and a competency with children stays a parent. */
  async function checkCompetency(
    conn: TDb,
    tenantCode: string,
    id: number | null,
    data: TSaveCompetencyData,
  ): Promise<void> {
    const errors: TFieldErrors = {};
    const holder = await findCompetencyIdByCode(conn, tenantCode, data.code);
    if (holder !== undefined && holder !== id) {
      addIssue(errors, 'code', 'codeDuplicate');
    }
    if (data.parentId !== null) {
      const parent = await findCompetencyRow(conn, tenantCode, data.parentId);
      if (!parent) {
        addIssue(errors, 'parentId', 'parentUnknown');
      } else if (parent.parent_id !== null || parent.id === id) {
        addIssue(errors, 'parentId', 'parentNested');
      } else if (id !== null && (await countChildren(conn, tenantCode, id)) > 0) {
        addIssue(errors, 'parentId', 'parentNested');
      }
    }
    failIfAny(errors, 'The competency is not valid.');
  }

  async function levelCountOf(conn: TDb, tenantCode: string): Promise<number> {
    return (await scaleOf(conn, tenantCode)).length;
  }

  async function presentTags(conn: TDb, tenantCode: string, competencyId: number, locale: TLocaleCode) {
    const tags = await tagsOf(conn, tenantCode, [competencyId]);
    const titles = await findTagObjectTitles(conn, tenantCode, tags, locale);
    // A tag outlives a deleted resource or path (no foreign key across modules): it is not shown.
    return tags.flatMap((tag): TTag[] => {
      const title = titles.get(tagObjectKey(tag.objectKind, tag.objectId));
      return title === undefined
        ? []
        : [{ objectKind: tag.objectKind, objectId: tag.objectId, title, level: tag.level }];
    });
  }

  /** A job role's targets (404 for a job role the tenant does not have). */
  async function getTargets(actor: TActor, jobRoleCode: string) {
    if (!(await hasJobRole(db, actor.tenantCode, jobRoleCode))) {
      throw new AppError('not_found', SKILL_MESSAGES.jobRoleUnknown);
    }
    const targets = await targetsOf(db, actor.tenantCode, jobRoleCode);
    return {
      jobRoleCode,
      targets: [...targets].map(([competencyId, targetLevel]) => ({ competencyId, targetLevel })),
    };
  }

  return {
    /** The tenant's scale (the default one until it saves its own). */
    async getScale(actor: TActor): Promise<{ levels: TScaleLevel[] }> {
      return { levels: await scaleOf(db, actor.tenantCode) };
    },

    /**
     * Replaces the scale. Ratings keep their 0..1 value, so history stays comparable; targets and
     * tags above the new top level come down to it.
     */
    async saveScale(actor: TActor, body: z.output<typeof ZSaveScaleRequestSchema>): Promise<{ levels: TScaleLevel[] }> {
      const levels = body.levels.map((level) => ({
        name_en: level.name.en,
        name_fr: level.name['fr-CA'],
        description_en: level.description.en,
        description_fr: level.description['fr-CA'],
      }));
      return db.transaction().execute(async (trx) => {
        await replaceScale(trx, actor.tenantCode, levels);
        await clampLevels(trx, actor.tenantCode, levels.length);
        return { levels: await scaleOf(trx, actor.tenantCode) };
      });
    },

    /** The framework, parents before their children. */
    async listCompetencies(actor: TActor): Promise<TAdminCompetency[]> {
      const [rows, tagCounts] = await Promise.all([
        findCompetencyRows(db, actor.tenantCode),
        shownTagCounts(db, actor.tenantCode),
      ]);
      return parentsBeforeChildren(rows).map((row) => presentCompetency(row, tagCounts.get(row.id) ?? 0));
    },

    async createCompetency(actor: TActor, data: TSaveCompetencyData): Promise<TAdminCompetency> {
      try {
        return await db.transaction().execute(async (trx) => {
          await checkCompetency(trx, actor.tenantCode, null, data);
          const id = await insertCompetency(trx, actor.tenantCode, {
            ...competencyValues(data),
            parent_id: data.parentId,
            position: data.position,
          });
          return presentOne(trx, actor.tenantCode, id);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? codeTaken() : error;
      }
    },

    async updateCompetency(actor: TActor, id: number, data: TSaveCompetencyData): Promise<TAdminCompetency> {
      try {
        return await db.transaction().execute(async (trx) => {
          await competencyOf(trx, actor.tenantCode, id);
          await checkCompetency(trx, actor.tenantCode, id, data);
          await updateCompetency(trx, actor.tenantCode, id, {
            ...competencyValues(data),
            parent_id: data.parentId,
            position: data.position,
          });
          return presentOne(trx, actor.tenantCode, id);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? codeTaken() : error;
      }
    },

    /** Deletes a competency with its targets and tags; ratings stay in the learning record. */
    async deleteCompetency(actor: TActor, id: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await competencyOf(trx, actor.tenantCode, id);
        if ((await countChildren(trx, actor.tenantCode, id)) > 0) {
          throw new AppError('validation_failed', SKILL_MESSAGES.competencyHasChildren, {
            id: [SKILL_MESSAGES.competencyHasChildren],
          });
        }
        await deleteCompetency(trx, actor.tenantCode, id);
        return id;
      });
    },

    /** A job role's targets (404 for a job role the tenant does not have). */
    getTargets,

    /** Replaces a job role's targets: known competencies, levels of the scale. */
    async saveTargets(actor: TActor, jobRoleCode: string, body: TSaveTargetsRequest) {
      await db.transaction().execute(async (trx) => {
        if (!(await hasJobRole(trx, actor.tenantCode, jobRoleCode))) {
          throw new AppError('not_found', SKILL_MESSAGES.jobRoleUnknown);
        }
        const [known, levelCount] = await Promise.all([
          existingCompetencyIds(
            trx,
            actor.tenantCode,
            body.targets.map((target) => target.competencyId),
          ),
          levelCountOf(trx, actor.tenantCode),
        ]);
        const errors: TFieldErrors = {};
        body.targets.forEach((target, index) => {
          if (!known.has(target.competencyId)) {
            addIssue(errors, `targets.${String(index)}.competencyId`, 'competencyUnknown');
          }
          if (target.targetLevel > levelCount) {
            addIssue(errors, `targets.${String(index)}.targetLevel`, 'levelInvalid');
          }
        });
        failIfAny(errors, 'The targets are not valid.');
        await replaceTargets(trx, actor.tenantCode, jobRoleCode, body.targets);
      });
      return getTargets(actor, jobRoleCode);
    },

    /** What is tagged with a competency, titled in the locale. */
    async getTags(actor: TActor, competencyId: number, locale: TLocaleCode): Promise<TTag[]> {
      await competencyOf(db, actor.tenantCode, competencyId);
      return presentTags(db, actor.tenantCode, competencyId, locale);
    },

    /** Replaces a competency's tags: resources and paths of the tenant, levels of the scale. */
    async saveTags(actor: TActor, competencyId: number, body: TSaveTagsRequest, locale: TLocaleCode): Promise<TTag[]> {
      return db.transaction().execute(async (trx) => {
        await competencyOf(trx, actor.tenantCode, competencyId);
        const [titles, levelCount] = await Promise.all([
          findTagObjectTitles(trx, actor.tenantCode, body.tags, locale),
          levelCountOf(trx, actor.tenantCode),
        ]);
        const errors: TFieldErrors = {};
        body.tags.forEach((tag, index) => {
          if (!titles.has(tagObjectKey(tag.objectKind, tag.objectId))) {
            addIssue(errors, `tags.${String(index)}.objectId`, 'tagTargetUnknown');
          }
          if (tag.level > levelCount) {
            addIssue(errors, `tags.${String(index)}.level`, 'levelInvalid');
          }
        });
        failIfAny(errors, 'The tags are not valid.');
        await replaceTags(trx, actor.tenantCode, competencyId, body.tags, actor.userCode, new Date().toISOString());
        return presentTags(trx, actor.tenantCode, competencyId, locale);
      });
    },

    async tagChoices(actor: TActor, searchText: string, locale: TLocaleCode): Promise<TTagChoice[]> {
      return findTagChoices(db, actor.tenantCode, searchText, locale);
    },

    /** The framework as a CSV file (SKILL_CSV_COLUMNS), parents before their children. */
    async exportCsv(actor: TActor): Promise<string> {
      const rows = parentsBeforeChildren(await findCompetencyRows(db, actor.tenantCode));
      const codeOf = new Map(rows.map((row) => [row.id, row.code]));
      return competenciesToCsv(
        rows.map((row) => {
          const { code, name, description, altLabels } = presentCompetency(row, 0);
          return {
            code,
            name,
            description,
            altLabels,
            broaderCode: row.parent_id === null ? null : (codeOf.get(row.parent_id) ?? null),
          };
        }),
      );
    },

    /**
     * Imports a CSV file, all or nothing: competencies are matched by code (known ones updated,
     * new ones created, the others left alone); a file with any error changes nothing and answers
     * its line-numbered errors.
     */
    async importCsv(actor: TActor, text: string): Promise<TImportCompetenciesResponse['returnValue']> {
      if (Buffer.byteLength(text) > SkillLimits.maxCsvBytes) {
        throw new AppError('validation_failed', SKILL_MESSAGES.csvTooLarge, { file: [SKILL_MESSAGES.csvTooLarge] });
      }
      const { rows, errors } = parseCompetencyCsv(text);
      failIfAny(errors, 'The file has errors.');
      return db.transaction().execute(async (trx) => {
        const existing = await findCompetencyRows(trx, actor.tenantCode);
        const existingByCode = new Map(existing.map((row) => [row.code, row]));
        const codeOfId = new Map(existing.map((row) => [row.id, row.code]));
        const lineErrors = broaderErrorsOf(
          rows,
          existing.map((row) => ({
            code: row.code,
            broaderCode: row.parent_id === null ? null : (codeOfId.get(row.parent_id) ?? null),
          })),
        );
        failIfAny(lineErrors, 'The file has errors.');

        let created = 0;
        let updated = 0;
        const idOfCode = new Map(existing.map((row) => [row.code, row.id]));
        let nextPosition = existing.reduce((top, row) => Math.max(top, row.position + 1), 0);
        // Broader skills first, so that every narrower one finds its parent's id.
        const ordered = [
          ...rows.filter((row) => row.broaderCode === null),
          ...rows.filter((row) => row.broaderCode !== null),
        ];
        for (const row of ordered) {
          const parentId = row.broaderCode === null ? null : (idOfCode.get(row.broaderCode) ?? null);
          const values = { ...competencyValues(row), parent_id: parentId };
          const current = existingByCode.get(row.code);
          if (current) {
            await updateCompetency(trx, actor.tenantCode, current.id, values);
            updated += 1;
          } else {
            // Positions stay within what the admin form accepts back.
            const position = Math.min(nextPosition, SkillLimits.maxCompetencies);
            idOfCode.set(row.code, await insertCompetency(trx, actor.tenantCode, { ...values, position }));
            nextPosition += 1;
            created += 1;
          }
        }
        return { created, updated };
      });
    },
  };
}
