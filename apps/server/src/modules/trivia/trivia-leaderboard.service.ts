import {
  localizedText,
  TriviaRules,
  type TLocaleCode,
  type TTriviaLeaderboard,
  type TTriviaLeaderboardEntry,
  type TTriviaLeaderboardQuery,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { monthOf, monthRange } from './trivia-times.ts';
import { findUserLocation, sumPointsByPlayer, type TLeaderboardRow } from './trivia.repository.ts';

type TViewer = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;
type TQuery = { period: 'month' | 'all'; scope: 'tenant' | 'location'; quizId?: number; month?: string };

export type TTriviaLeaderboardService = ReturnType<typeof createTriviaLeaderboardService>;

/** Most points first; equal points share a rank (1, 1, 3), then by name for a stable order. */
export function rankPlayers(rows: readonly TLeaderboardRow[], viewerCode: string): TTriviaLeaderboardEntry[] {
  const sorted = [...rows].sort(
    (left, right) =>
      right.points - left.points ||
      `${left.firstName} ${left.lastName}`.localeCompare(`${right.firstName} ${right.lastName}`) ||
      left.userCode.localeCompare(right.userCode),
  );
  let rank = 0;
  let previous: number | null = null;
  return sorted.map((row, index) => {
    if (row.points !== previous) {
      rank = index + 1;
      previous = row.points;
    }
    return {
      rank,
      userCode: row.userCode,
      displayName: `${row.firstName} ${row.lastName}`.trim(),
      points: row.points,
      plays: row.plays,
      isMe: row.userCode === viewerCode,
    };
  });
}

/** Leaderboards by month (UTC calendar month of the play's start) or all time, of the tenant or the caller's location. */
export function createTriviaLeaderboardService(db: Kysely<Database>) {
  async function getLeaderboard(
    viewer: TViewer,
    query: TQuery | TTriviaLeaderboardQuery,
    locale?: TLocaleCode,
  ): Promise<TTriviaLeaderboard> {
    const period = query.period ?? 'month';
    const scope = query.scope ?? 'tenant';
    const month = period === 'month' ? (query.month ?? monthOf(new Date().toISOString())) : null;
    const quizId = query.quizId === undefined ? null : Number(query.quizId);
    const base = { period, scope, month, quizId };
    let locationId: number | undefined;
    let locationName: string | null = null;
    if (scope === 'location') {
      const location = await findUserLocation(db, viewer.tenantCode, viewer.userCode);
      if (!location) {
        return { ...base, locationName: null, totalPlayers: 0, entries: [], me: null };
      }
      locationId = location.locationId;
      locationName = localizedText({ en: location.nameEn, 'fr-CA': location.nameFr }, locale ?? viewer.defaultLocale);
    }
    const rows = await sumPointsByPlayer(db, viewer.tenantCode, {
      ...(month ? monthRange(month) : {}),
      ...(locationId === undefined ? {} : { locationId }),
      ...(quizId === null ? {} : { quizId }),
    });
    const ranked = rankPlayers(rows, viewer.userCode);
    return {
      ...base,
      locationName,
      totalPlayers: ranked.length,
      entries: ranked.slice(0, TriviaRules.leaderboardSize),
      me: ranked.find((entry) => entry.isMe) ?? null,
    };
  }

  return { getLeaderboard };
}
