/** Teams (issue 20, migration 0033). */

/** When a manager last nudged a person (one row per manager and person). */
export type TeamNudgesTable = {
  tenant_code: string;
  manager_user_code: string;
  user_code: string;
  last_nudged_at: string;
  nudge_count: number;
};

export type TeamTables = {
  team_nudges: TeamNudgesTable;
};
