import type { AssessmentAttemptTables } from './schema-assessment-attempts.ts';
import type { AssessmentContentTables } from './schema-assessment-content.ts';
import type { SkillTables } from './schema-skills.ts';
import type { DashboardReportTables } from './schema-dashboard-reports.ts';
import type { TriviaTables } from './schema-trivia.ts';
import type { EventTables } from './schema-events.ts';
import type { StoreTables } from './schema-stores.ts';
import type { TeamTables } from './schema-team.ts';
import type { NewsTables } from './schema-news.ts';
import type { AdminTables } from './schema-admin.ts';
import type { ColumnType, Generated, SqlBool } from 'kysely';

/**
 * Row types of the database. Conventions that hold on both dialects:
 * - booleans are `boolean` columns; SQLite answers 0/1, so read them through `toBool`;
 * - times are UTC ISO-8601 strings (`varchar(32)`), which sort and compare the same everywhere;
 * - every tenant-owned table carries `tenant_code`.
 */
type Bool = ColumnType<SqlBool, boolean, boolean>;
type Timestamp = string;

export type TenantsTable = {
  tenant_code: string;
  name: string;
  default_locale: string;
  default_landing_page: string;
  auth_client_id: string;
  auth_scopes: string;
  use_external_provider: Bool;
  external_provider_configuration_name: string | null;
  /** Service URLs: null means "this deployment's own origin". */
  auth_service_url: string | null;
  core_service_url: string | null;
  permission_service_url: string | null;
  clock_skew_in_sec: number;
  minimum_global_search_field_length: number;
  user_admin_module_code: string;
  assessment_module_code: string;
  resource_module_code: string;
  test_module_code: string;
  event_admin_module_code: string;
  learning_path_module_code: string;
  /** '#rrggbb': the web app's primary colour; null: the portal's own. */
  brand_color: string | null;
  /** A portal image path or an image data URL (`isTenantLogoUrl`); null: the name stands for it. */
  logo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TenantUrlsTable = {
  id: Generated<number>;
  tenant_code: string;
  /** Lower-case host name without port: `acme.localhost`. */
  host: string;
  is_primary: Bool;
};

export type TenantCdnsTable = {
  id: Generated<number>;
  tenant_code: string;
  url: string;
  position: number;
};

export type TenantModulesTable = {
  id: Generated<number>;
  tenant_code: string;
  module_code: string;
  display_name: string | null;
  service_url: string | null;
  spa_url: string | null;
  position: number;
};

export type TenantMetadataTable = {
  tenant_code: string;
  competencies_enabled: Bool;
  competency_user_view_enabled: Bool;
  idle_timer_start_after_seconds: number;
  timeout_after_seconds: number;
};

export type FooterConfigurationsTable = {
  tenant_code: string;
  show_logo: Bool;
  show_change_language_link: Bool;
  show_language_switching_option: Bool;
  copyright: string | null;
  show_terms_and_conditions: Bool;
  show_privacy: Bool;
  show_contact_us_form: Bool;
  contact_number: string | null;
  show_powered_by: Bool;
  show_other_tenant_urls: Bool;
};

export type FooterAdditionalLinksTable = {
  id: Generated<number>;
  tenant_code: string;
  group_name: string;
  link_name: string;
  link_url: string;
  locale: string;
  position: number;
};

export type FooterSocialMediaTable = {
  id: Generated<number>;
  tenant_code: string;
  media_name: string;
  media_url: string;
  locale: string;
  position: number;
};

export type FooterProductLinksTable = {
  id: Generated<number>;
  tenant_code: string;
  link_name: string;
  link_url: string;
  locale: string;
  position: number;
};

export type TenantOtherUrlsTable = {
  id: Generated<number>;
  tenant_code: string;
  name: string;
  url: string;
  position: number;
};

export type LocalesTable = {
  locale: string;
};

export type LocaleNamesTable = {
  locale: string;
  display_locale: string;
  name: string;
};

export type TenantLocalesTable = {
  tenant_code: string;
  locale: string;
  position: number;
};

export type ResourceStringsTable = {
  id: Generated<number>;
  tenant_code: string;
  application: string;
  class_key: string;
  locale: string;
  string_key: string;
  text: string;
};

export type UsersTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  email: string;
  first_name: string;
  last_name: string;
  browsing_language_preference: string | null;
  first_preference_updated: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** argon2id; null for accounts that only sign in through an external identity provider. */
  password_hash: string | null;
  status: ColumnType<string, string | undefined, string>;
  job_role_code: string | null;
  job_title: string | null;
  manager_user_code: string | null;
  /** A media id (an image the user uploaded to the tenant, checked when set; no foreign key, see 0010-user-pictures). */
  picture_media_id: string | null;
  location_id: number | null;
  show_message: ColumnType<SqlBool, boolean | undefined, boolean>;
};

export type RolesTable = {
  id: Generated<number>;
  tenant_code: string;
  name: string;
  description: string | null;
  /** 'Active' (spec section 3) or 'Inactive'. */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type RolePermissionsTable = { tenant_code: string; role_id: number; permission: string };

export type UserGroupsTable = {
  id: Generated<number>;
  tenant_code: string;
  name: string;
  description: string | null;
  /** 'ACTIVE' (spec section 3) or 'INACTIVE'. */
  status: string;
};

export type GroupRolesTable = { tenant_code: string; group_id: number; role_id: number };
export type GroupMembersTable = { tenant_code: string; group_id: number; user_id: number };
export type UserRolesTable = { tenant_code: string; user_id: number; role_id: number };
export type UserTagsTable = { tenant_code: string; user_id: number; tag: string };

export type PolicyAcceptancesTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  notification_code: string;
  accepted_at: Timestamp;
};

export type TenantPasswordPoliciesTable = {
  tenant_code: string;
  min_length: number;
  max_length: number;
  require_uppercase: Bool;
  require_lowercase: Bool;
  require_digit: Bool;
  require_special: Bool;
};

export type TenantIdentityProvidersTable = {
  id: Generated<number>;
  tenant_code: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret: string | null;
  scopes: string;
};

export type OidcPayloadsTable = {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Epoch seconds. */
  expires_at: number | null;
  consumed_at: number | null;
};

export type DeploymentSecretsTable = { name: string; value: string; created_at: Timestamp };

/** Fixed-window counters of `lib/rate-limiter.ts` (0012), one row per bucket. */
export type RateLimitCountersTable = { bucket: string; count: number; window_ends_at: Timestamp };

/* Tenant reference data (0003). Names users see are stored in English and French. */

type Position = ColumnType<number, number | undefined, number>;

export type BusinessTypesTable = {
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  position: Position;
};

export type BrandsTable = {
  tenant_code: string;
  code: string;
  /** A proper noun: the same in every language. */
  name: string;
  business_type_code: string | null;
  position: Position;
};

/** The levels of the tenant's location tree. */
export type LocationTypesTable = {
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  level: number;
  position: Position;
};

export type LocationsTable = {
  id: Generated<number>;
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  /** The level of `location_type_code`, kept on the row for the pickers. */
  level: number;
  location_type_code: string;
  business_type_code: string | null;
  brand_code: string | null;
  parent_location_id: number | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  country_code: string | null;
  /** 'ACTIVE' or 'INACTIVE'. */
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JobRolesTable = {
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  /** Null: a role of every business type (head office). */
  business_type_code: string | null;
  position: Position;
};

export type JobDesignationsTable = {
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  position: Position;
};

export type TenantTagsTable = {
  tenant_code: string;
  tag: string;
  name_en: string;
  name_fr: string;
  position: Position;
};

export type TenantUrlTagsTable = {
  id: Generated<number>;
  tenant_code: string;
  /** `host` or `host/path/prefix`, lower-case, without scheme or port; `*.host` matches subdomains. */
  url_pattern: string;
  tag: string;
};

export type CompetenciesTable = {
  id: Generated<number>;
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  parent_id: number | null;
  position: Position;
  /** ESCO description and alternative labels (newline-separated), per language (0019). */
  description_en: ColumnType<string, string | undefined, string>;
  description_fr: ColumnType<string, string | undefined, string>;
  alt_labels_en: ColumnType<string, string | undefined, string>;
  alt_labels_fr: ColumnType<string, string | undefined, string>;
};

/** Score bands (percent) of skill assessments. */
export type RefQuotientsTable = {
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  min_score: number;
  max_score: number;
  position: Position;
};

export type TenantContactsTable = {
  id: Generated<number>;
  tenant_code: string;
  name_en: string;
  name_fr: string;
  role_en: string | null;
  role_fr: string | null;
  email: string | null;
  phone: string | null;
  position: Position;
};

export type TenantPostLoginScriptsTable = {
  tenant_code: string;
  is_enabled: Bool;
  /** Absolute http(s) URL or a path; `{userCode}` and `{tenantCode}` are replaced, URL-encoded. */
  url_template: string;
};

export type TenantNotificationsTable = {
  id: Generated<number>;
  tenant_code: string;
  code: string;
  /** PRIVACY_POLICY or TERMS_CONDITIONS. */
  type: string;
  version: string;
  effective_from: Timestamp;
  locale: string;
  title: string;
  /** Sanitised when written (lib/sanitize-html.ts). */
  html_content: string;
  created_at: Timestamp;
};

export type ContactRequestsTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  correlation_id: string;
  created_at: Timestamp;
};

export type ClientErrorsTable = {
  id: Generated<number>;
  tenant_code: string;
  correlation_id: string;
  client_correlation_id: string | null;
  message: string;
  stack: string | null;
  url: string;
  user_agent: string | null;
  created_at: Timestamp;
};

export type TenantAnalyticsTable = {
  tenant_code: string;
  container_id: string;
  data_layer_name: string;
  is_enabled: Bool;
};

export type MenuConfigurationsTable = {
  tenant_code: string;
  /** Web or Mobile. */
  display_mode: string;
  show_menu: Bool;
};

export type MenuItemsTable = {
  id: Generated<number>;
  tenant_code: string;
  parent_id: number | null;
  /** null: a shell entry of no module (Dashboard). */
  module_code: string | null;
  route: string;
  /** null: the module's display name applies. */
  display_name_en: string | null;
  display_name_fr: string | null;
  use_external_route: ColumnType<SqlBool, boolean | undefined, boolean>;
  ui_module_code: string | null;
  group_name_en: string | null;
  group_name_fr: string | null;
  /** null: both display modes. */
  display_mode: string | null;
  position: Position;
  /** false: left out of the nav (0030); its page still follows the module and the permissions. */
  show_in_menu: ColumnType<SqlBool, boolean | undefined, boolean>;
  /** Comma-separated permission keys; empty: no requirement. */
  permissions: ColumnType<string, string | undefined, string>;
  /** any or all. */
  permission_mode: ColumnType<string, string | undefined, string>;
};

/* Resource library (0007). Texts users see exist per locale (`_en`, `_fr`); null: none in that language. */

export type CategoriesTable = {
  id: Generated<number>;
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
  parent_category_id: number | null;
  position: Position;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CategoryPreferenceConfigurationsTable = {
  tenant_code: string;
  /** Days after which users are asked to review their categories. */
  update_frequency_period: number;
  updated_at: Timestamp;
};

export type UserCategoriesTable = {
  tenant_code: string;
  user_code: string;
  category_id: number;
  is_modified: ColumnType<SqlBool, boolean | undefined, boolean>;
  is_inserted: ColumnType<SqlBool, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ResourcesTable = {
  id: Generated<number>;
  tenant_code: string;
  title_en: string | null;
  title_fr: string | null;
  /** Sanitized HTML. */
  description_en: string | null;
  description_fr: string | null;
  thumbnail_media_id: string | null;
  duration_value: number | null;
  /** D, M or H. */
  duration_type: string | null;
  /** PENDING_PUBLISHING, PUBLISHED or UNPUBLISHED. */
  status: string;
  effective_date: Timestamp;
  expiry_date: Timestamp | null;
  is_featured: Bool;
  is_electrified: Bool;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
  published_at: Timestamp | null;
  published_by: string | null;
};

export type ResourceCategoriesTable = { tenant_code: string; resource_id: number; category_id: number };

export type ResourceAssetsTable = {
  id: Generated<number>;
  tenant_code: string;
  resource_id: number;
  asset_type_code: string;
  title_en: string | null;
  title_fr: string | null;
  url: string | null;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ResourceAssetAttachmentsTable = {
  id: Generated<number>;
  tenant_code: string;
  asset_id: number;
  media_id: string;
  size_in_bytes: number;
  content_type: string;
  file_name: string;
  position: number;
};

export type UserAssetsTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  asset_type_code: string;
  title: string;
  description: string | null;
  locale: string;
  url: string | null;
  media_id: string | null;
  size_in_bytes: number | null;
  content_type: string | null;
  file_name: string | null;
  /** 1 Pending, 2 Approved, 3 Rejected, 4 Published. */
  status_id: number;
  effective_date: Timestamp;
  expiry_date: Timestamp;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  resource_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type UserAssetCategoriesTable = { tenant_code: string; user_asset_id: number; category_id: number };

export type AssetViewsTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  resource_id: number;
  asset_id: number | null;
  viewed_at: Timestamp;
};

export type ResourceFavoritesTable = {
  tenant_code: string;
  user_code: string;
  resource_id: number;
  created_at: Timestamp;
};

export type ResourceRecommendationsTable = {
  tenant_code: string;
  user_code: string;
  resource_id: number;
  /** ADMIN or CHOSEN. */
  source: string;
  recommended_by: string;
  created_at: Timestamp;
};

export type ResourceAssignmentsTable = {
  tenant_code: string;
  user_code: string;
  resource_id: number;
  is_elective: Bool;
  due_date: Timestamp | null;
  assigned_by: string;
  assigned_at: Timestamp;
};

/** The search index of every module (ARCHITECTURE.md section 7): one document per entity and locale. */
export type SearchDocumentsTable = {
  /** 0008: a stable id (the SQLite full-text row's key). */
  id: Generated<number>;
  tenant_code: string;
  module_code: string;
  entity_kind: string;
  entity_id: string;
  locale: string;
  status: string;
  asset_type_code: string | null;
  title: string;
  text: string;
  url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  effective_date: Timestamp | null;
  /** 0008: when the entity stops being found; null for never. */
  expiry_date: Timestamp | null;
  /** 0008: the title folded (lower case, no accents) for sorting. */
  sort_title: string;
  /** 0024: the audience keys (`KIND:code`) of a document for some people only, as a JSON array; null for everyone. */
  audience: ColumnType<string | null, string | null | undefined, string | null>;
};

/** Media (0006): metadata of stored files; the bytes are in the blob store under `storage_key`. */
export type MediaTable = {
  tenant_code: string;
  /** A UUID (native uuid on PostgreSQL). */
  media_id: string;
  content_type: string;
  /** image, video, audio, document, presentation or spreadsheet (`MEDIA_KINDS`). */
  kind: string;
  size_bytes: number;
  /** The uploaded name, sanitized; never used to store the bytes. */
  file_name: string;
  width: number | null;
  height: number | null;
  storage_key: string;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  /** userCode of the uploader; null for generated content. */
  uploaded_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** User notifications (0009): one row per notification. */
export type UserNotificationsTable = {
  id: Generated<number>;
  tenant_code: string;
  /** 1 General, 2 Important, 3 SystemGenerated. */
  notification_type_id: number;
  title: string;
  /** Sanitized HTML. */
  description: string;
  effective_on: Timestamp;
  /** ALL, GROUP, ROLE or USERS. */
  audience_kind: string;
  audience_id: number | null;
  audience_name: string | null;
  /** userCode of the administrator; null for notifications the portal generates. */
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** User notifications (0009): one row per recipient, with that user's state. */
export type UserNotificationRecipientsTable = {
  tenant_code: string;
  notification_id: number;
  user_code: string;
  /** The notification's, repeated for indexed reads. */
  notification_type_id: number;
  effective_on: Timestamp;
  /** Null while unread. */
  read_on: Timestamp | null;
  was_dismissed: ColumnType<SqlBool, boolean | undefined, boolean>;
  display_times_countdown: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
};

/** The learning record (0013): one xAPI statement per row; `idempotency_key` is unique per tenant. */
export type LearningStatementsTable = {
  id: Generated<number>;
  tenant_code: string;
  actor_user_code: string;
  verb: string;
  verb_iri: string;
  object_kind: string;
  object_id: string;
  /** JSON of the xAPI result (score, success, completion), or null. */
  result: string | null;
  timestamp: Timestamp;
  idempotency_key: string;
  /** JSON of the statement's context (skill ratings: source, rater, attempt, reason), or null (0019). */
  context: ColumnType<string | null, string | null | undefined, string | null>;
};

export type LearningPathsTable = {
  id: Generated<number>;
  tenant_code: string;
  title_en: string;
  title_fr: string;
  description_en: string | null;
  description_fr: string | null;
  is_core: Bool;
  job_role_code: string | null;
  due_days: number | null;
  /** DRAFT, PUBLISHED or UNPUBLISHED. */
  status: string;
  /** The current version (levels, modules and items of older versions are kept). */
  version: number;
  published_at: Timestamp | null;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
};

export type LearningPathLevelsTable = {
  id: Generated<number>;
  tenant_code: string;
  path_id: number;
  version: number;
  position: number;
  title_en: string;
  title_fr: string;
};

export type LearningPathModulesTable = {
  id: Generated<number>;
  tenant_code: string;
  path_id: number;
  version: number;
  level_id: number;
  position: number;
  title_en: string;
  title_fr: string;
};

export type LearningPathItemsTable = {
  id: Generated<number>;
  tenant_code: string;
  path_id: number;
  version: number;
  level_id: number;
  module_id: number;
  position: number;
  /** RESOURCE or ASSESSMENTSET. */
  object_kind: string;
  object_id: number;
  is_required: Bool;
  due_days: number | null;
};

export type LearningPathAssignmentsTable = {
  tenant_code: string;
  path_id: number;
  /** JOB_ROLE, LOCATION or USER. */
  target_kind: string;
  target_code: string;
  assigned_at: Timestamp;
  assigned_by: string;
};

export type UserLearningPathsTable = {
  tenant_code: string;
  user_code: string;
  path_id: number;
  assigned_at: Timestamp;
  acknowledged_version: number;
};

export type GoalTypesTable = {
  id: Generated<number>;
  tenant_code: string;
  code: string;
  name_en: string;
  name_fr: string;
};

export type UserGoalsTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  goal_type_id: number;
  title: string;
  path_id: number | null;
  target_date: string | null;
  created_at: Timestamp;
};

/** The tables of the foundation through learning paths; later modules keep theirs in files of their own. */
type PortalTables = {
  tenants: TenantsTable;
  tenant_urls: TenantUrlsTable;
  tenant_cdns: TenantCdnsTable;
  tenant_modules: TenantModulesTable;
  tenant_metadata: TenantMetadataTable;
  footer_configurations: FooterConfigurationsTable;
  footer_additional_links: FooterAdditionalLinksTable;
  footer_social_media: FooterSocialMediaTable;
  footer_product_links: FooterProductLinksTable;
  tenant_other_urls: TenantOtherUrlsTable;
  locales: LocalesTable;
  locale_names: LocaleNamesTable;
  tenant_locales: TenantLocalesTable;
  resource_strings: ResourceStringsTable;
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_groups: UserGroupsTable;
  group_roles: GroupRolesTable;
  group_members: GroupMembersTable;
  user_roles: UserRolesTable;
  user_tags: UserTagsTable;
  policy_acceptances: PolicyAcceptancesTable;
  tenant_password_policies: TenantPasswordPoliciesTable;
  tenant_identity_providers: TenantIdentityProvidersTable;
  oidc_payloads: OidcPayloadsTable;
  deployment_secrets: DeploymentSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  business_types: BusinessTypesTable;
  brands: BrandsTable;
  location_types: LocationTypesTable;
  locations: LocationsTable;
  job_roles: JobRolesTable;
  job_designations: JobDesignationsTable;
  tenant_tags: TenantTagsTable;
  tenant_url_tags: TenantUrlTagsTable;
  competencies: CompetenciesTable;
  ref_quotients: RefQuotientsTable;
  tenant_contacts: TenantContactsTable;
  tenant_post_login_scripts: TenantPostLoginScriptsTable;
  menu_configurations: MenuConfigurationsTable;
  menu_items: MenuItemsTable;
  tenant_notifications: TenantNotificationsTable;
  contact_requests: ContactRequestsTable;
  client_errors: ClientErrorsTable;
  tenant_analytics: TenantAnalyticsTable;
  media: MediaTable;
  categories: CategoriesTable;
  category_preference_configurations: CategoryPreferenceConfigurationsTable;
  user_categories: UserCategoriesTable;
  resources: ResourcesTable;
  resource_categories: ResourceCategoriesTable;
  resource_assets: ResourceAssetsTable;
  resource_asset_attachments: ResourceAssetAttachmentsTable;
  user_assets: UserAssetsTable;
  user_asset_categories: UserAssetCategoriesTable;
  asset_views: AssetViewsTable;
  resource_favorites: ResourceFavoritesTable;
  resource_recommendations: ResourceRecommendationsTable;
  resource_assignments: ResourceAssignmentsTable;
  search_documents: SearchDocumentsTable;
  user_notifications: UserNotificationsTable;
  user_notification_recipients: UserNotificationRecipientsTable;
  learning_statements: LearningStatementsTable;
  learning_paths: LearningPathsTable;
  learning_path_levels: LearningPathLevelsTable;
  learning_path_modules: LearningPathModulesTable;
  learning_path_items: LearningPathItemsTable;
  learning_path_assignments: LearningPathAssignmentsTable;
  user_learning_paths: UserLearningPathsTable;
  goal_types: GoalTypesTable;
  user_goals: UserGoalsTable;
};

/**
 * Every table: Test and Trivia keep their types in schema-assessment-*.ts and schema-trivia.ts, skills in
 * schema-skills.ts, dashboards and report exports in schema-dashboard-reports.ts.
 */
export type Database = PortalTables &
  AssessmentContentTables &
  AssessmentAttemptTables &
  TriviaTables &
  SkillTables &
  DashboardReportTables &
  EventTables &
  StoreTables &
  TeamTables &
  NewsTables &
  AdminTables;

/** SQLite answers booleans as 0/1, PostgreSQL as true/false. */
export function toBool(value: SqlBool): boolean {
  return value === true || value === 1;
}
