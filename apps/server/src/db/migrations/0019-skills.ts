import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  type TMigrationDb,
} from '../migration-helpers.ts';

const codeColumn = 'varchar(64)' as const;
const nameColumn = 'varchar(200)' as const;

/**
 * Skills (issue 17): competency frameworks, the tenant's proficiency scale, targets per job role,
 * competency tags on resources and learning paths, and the context of learning-record statements.
 *
 * - `competencies` (0003) gains the ESCO fields: description and alternative labels per language
 *   (alternative labels newline-separated, as ESCO's CSV cells hold them).
 * - `proficiency_levels` is the tenant's own scale, levels 1..n; every rating also stores its place
 *   on the common 0..1 scale (`skillLevelToScaled`), so a changed scale leaves history comparable.
 * - `competency_targets`: the level a job role needs per competency.
 * - `competency_tags`: a resource or a learning path teaches a competency up to a level
 *   (recommendations rank them by the learner's gap; a completed one is evidence).
 * - `learning_statements.context`: JSON of the statement's xAPI-like context; skill ratings carry
 *   their source (SELF, MANAGER, TEST), the rater, the attempt and a calibration reason there.
 * - `assessment_sets.validity_days`: a completed SKILL assessment older than this has expired.
 */
export const skills: Migration = {
  async up(db: TMigrationDb) {
    for (const column of ['description_en', 'description_fr', 'alt_labels_en', 'alt_labels_fr']) {
      await db.schema
        .alterTable('competencies')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }

    await db.schema
      .createTable('proficiency_levels')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('name_en', nameColumn, (c) => c.notNull())
      .addColumn('name_fr', nameColumn, (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description_fr', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('proficiency_levels_pk', ['tenant_code', 'level'])
      .execute();

    await db.schema
      .createTable('competency_targets')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('job_role_code', codeColumn, (c) => c.notNull())
      .addColumn('competency_id', 'integer', (c) => c.notNull())
      .addColumn('target_level', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('competency_targets_pk', ['tenant_code', 'job_role_code', 'competency_id'])
      .$call(tenantForeignKey('competency_targets_competency_fk', 'competency_id', 'competencies', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'competency_targets_competency_idx', 'competency_targets', ['competency_id']);

    await db.schema
      .createTable('competency_tags')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('competency_id', 'integer', (c) => c.notNull())
      /** RESOURCE or PATH. */
      .addColumn('object_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('tagged_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('tagged_by', codeColumn, (c) => c.notNull())
      .addPrimaryKeyConstraint('competency_tags_pk', ['tenant_code', 'object_kind', 'object_id', 'competency_id'])
      .$call(tenantForeignKey('competency_tags_competency_fk', 'competency_id', 'competencies', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'competency_tags_competency_idx', 'competency_tags', ['competency_id']);

    await db.schema.alterTable('learning_statements').addColumn('context', 'text').execute();
    await db.schema.alterTable('assessment_sets').addColumn('validity_days', 'integer').execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.alterTable('assessment_sets').dropColumn('validity_days').execute();
    await db.schema.alterTable('learning_statements').dropColumn('context').execute();
    await db.schema.dropTable('competency_tags').ifExists().execute();
    await db.schema.dropTable('competency_targets').ifExists().execute();
    await db.schema.dropTable('proficiency_levels').ifExists().execute();
    for (const column of ['alt_labels_fr', 'alt_labels_en', 'description_fr', 'description_en']) {
      await db.schema.alterTable('competencies').dropColumn(column).execute();
    }
  },
};
