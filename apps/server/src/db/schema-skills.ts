/* Kysely types of the skills tables (migration 0019). Times are UTC ISO-8601 strings. */

export type ProficiencyLevelsTable = {
  tenant_code: string;
  /** 1..n: the tenant's scale, lowest first. */
  level: number;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
};

export type CompetencyTargetsTable = {
  tenant_code: string;
  job_role_code: string;
  competency_id: number;
  /** A level of the tenant's scale. */
  target_level: number;
};

export type CompetencyTagsTable = {
  tenant_code: string;
  competency_id: number;
  /** RESOURCE or PATH. */
  object_kind: string;
  object_id: number;
  /** The level of the tenant's scale the object teaches up to. */
  level: number;
  tagged_at: string;
  tagged_by: string;
};

export type SkillTables = {
  proficiency_levels: ProficiencyLevelsTable;
  competency_targets: CompetencyTargetsTable;
  competency_tags: CompetencyTagsTable;
};
