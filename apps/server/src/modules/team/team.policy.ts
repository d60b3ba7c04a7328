import type { TActor } from '../../plugins/authentication.ts';

/*
 * Who may act on whom in a team: only on people of one's own line (the line query of the caller,
 * scoped by their tenant), never on oneself. Anyone else is "not found" (404), never 403: a caller
 * learns nothing about people outside their line.
 */

type TTeamActor = Pick<TActor, 'tenantCode' | 'userCode'>;

/** Whether every person asked is in the caller's line (`found`: the line query's rows for them). */
export function isWholeLine(
  actor: TTeamActor,
  asked: readonly string[],
  found: readonly { user_code: string }[],
): boolean {
  const inLine = new Set(found.map((row) => row.user_code));
  return asked.every((userCode) => userCode !== actor.userCode && inLine.has(userCode));
}
