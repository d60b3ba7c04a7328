import type { ColumnType, Generated, SqlBool } from 'kysely';

/* Kysely types of the dashboard and report-export tables (migration 0020). Times are UTC ISO-8601 strings. */

type Bool = ColumnType<SqlBool, boolean | undefined, boolean>;

export type DashboardWidgetsTable = {
  id: Generated<number>;
  tenant_code: string;
  /** A code of DASHBOARD_WIDGETS (contracts/dashboard.ts). */
  widget_code: string;
  /** The tenant's order, 0 first. */
  position: number;
  /** Who sees it; null: every signed-in person (the catalogue's own rule still applies). */
  permission: string | null;
  is_enabled: Bool;
};

export type UserDashboardWidgetsTable = {
  tenant_code: string;
  user_code: string;
  widget_id: number;
  /** The person's order, 0 first. */
  position: number;
  is_hidden: Bool;
  updated_at: string;
};

export type ReportExportsTable = {
  id: Generated<number>;
  tenant_code: string;
  user_code: string;
  report_code: string;
  /** JSON of the report query. */
  query: string;
  locale: string;
  /** QUEUED, RUNNING, DONE or FAILED. */
  status: string;
  total_rows: number | null;
  rows_written: ColumnType<number, number | undefined, number>;
  attempts: ColumnType<number, number | undefined, number>;
  /** The file in the media store, once DONE. */
  file_key: string | null;
  file_name: string | null;
  byte_size: ColumnType<number | string | null, number | null | undefined, number | null>;
  error: string | null;
  created_at: string;
  /** When the running process took it (its lease starts). */
  claimed_at: string | null;
  finished_at: string | null;
  /** DONE files are kept until then. */
  expires_at: string | null;
};

export type DashboardReportTables = {
  dashboard_widgets: DashboardWidgetsTable;
  user_dashboard_widgets: UserDashboardWidgetsTable;
  report_exports: ReportExportsTable;
};
