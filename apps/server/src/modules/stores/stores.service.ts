import {
  monthOf,
  StoreLimits,
  STORE_MESSAGES,
  type TLeaderboard,
  type TLocaleCode,
  type TOrder,
  type TOrderListResponse,
  type TParsedLeaderboardQuery,
  type TParsedOrderListRequest,
  type TParsedRewardListRequest,
  type TReward,
  type TRewardListResponse,
  type TWallet,
  ZRewardListResponseSchema,
  ZWalletSchema,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { onStatementsRecorded } from '../learning-record/learning-record.service.ts';
import { loadPointRules, pointsByPerson, pointsOfPerson, type TPointRuleVersion } from './points.ts';
import { readWallet, redeem } from './redemption.ts';
import * as repository from './stores.repository.ts';
import { localized, presentOrder, presentReward } from './stores.presenter.ts';

/*
 * The store as learners use it (the route list is in packages/contracts/src/stores.ts). A reward
 * is found only when it is the tenant's and active, an order only when it is the caller's: else 404.
 */

export type TStoresServiceOptions = { clock?: () => Date };
export type TStoresService = ReturnType<typeof createStoresService>;

/** How long the tenant's point rules, a leaderboard and a person's answers are kept (read on every store page). */
const RULES_MS = 5_000;
const LEADERBOARD_MS = 10_000;
const ANSWER_MS = 5_000;
/** The key part under which a tenant's kept catalogue pages are listed, then per person. */
const CATALOGUE = 'catalogue';
/** Bytes of whole answers kept (a catalogue page is about 5 KB, a wallet 80 bytes). */
const ANSWER_BYTES = 32 * 1024 * 1024;

type TRanked = { userCode: string; points: number; rank: number };

/** Competition ranking: equal points share a place, the next place skips ("1, 2, 2, 4"). */
function ranked(rows: readonly { userCode: string; points: number }[]): TRanked[] {
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || row.points !== rows[index - 1]?.points) {
      rank = index + 1;
    }
    return { ...row, rank };
  });
}

/** [first instant of the month, first instant of the next) of a YYYY-MM month, UTC. */
function monthWindow(month: string): { from: string; until: string } {
  const [year, monthNo] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year ?? 1970, (monthNo ?? 1) - 1, 1));
  const until = new Date(Date.UTC(year ?? 1970, monthNo ?? 1, 1));
  return { from: from.toISOString(), until: until.toISOString() };
}

/** The location and every location under it. */
function locationAndBelow(locations: readonly repository.TLocationRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const location of locations) {
    if (location.parent_location_id !== null) {
      children.set(location.parent_location_id, [...(children.get(location.parent_location_id) ?? []), location.id]);
    }
  }
  const found = new Set<number>([rootId]);
  const queue = [rootId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}

export function createStoresService(db: Kysely<Database>, options: TStoresServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const rules = createLoadingCache<TPointRuleVersion[]>({ max: 1_000, ttl: RULES_MS });
  // Whole ranked lists per tenant, period and location: a leaderboard and everyone's wallet rank
  // read them. They change only as the record grows: new statements drop the tenant's lists in
  // this process (another node's may be up to LEADERBOARD_MS late, fine for a ranking).
  const boards = createLoadingCache<TRanked[]>({ max: 2_000, ttl: LEADERBOARD_MS });
  // Whole answers as sent (`lib/answer-cache.ts`): a person's wallet and their catalogue pages. The
  // catalogue's rows are kept per tenant and query. What may show: the person's
  // own coins, points and units ordered are always current in this process (their statements and
  // orders, an admin's refund, drop their answers; an order and any admin write drop the tenant's
  // pages), while other nodes' may be up to ANSWER_MS old. The stock shown is for display: a
  // redemption is decided by the database and answers what it did.
  const answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: ANSWER_MS });
  const catalogue = createLoadingCache<{ rows: repository.TRewardRow[]; total: number }>({
    max: 2_000,
    ttl: ANSWER_MS,
  });
  const stopListening = onStatementsRecorded((tenantCode, userCodes) => {
    dropBoards(tenantCode);
    forgetPeople(tenantCode, userCodes);
  });

  function forgetPeople(tenantCode: string, userCodes: readonly string[]): void {
    for (const userCode of userCodes) {
      answers.forget([tenantCode, userCode]);
      answers.forget([tenantCode, CATALOGUE, userCode]);
    }
  }

  function dropBoards(tenantCode: string): void {
    for (const key of [...boards.keys()]) {
      if (key.startsWith(`${tenantCode}|`)) {
        boards.delete(key);
      }
    }
  }

  function rulesOf(tenantCode: string): Promise<TPointRuleVersion[]> {
    return rules.forceFetch(tenantCode, { context: () => loadPointRules(db, tenantCode) });
  }

  /** Drops what this process keeps of a tenant's rules and rankings (the admin changed the rules). */
  function dropCatalogue(tenantCode: string): void {
    for (const key of [...catalogue.keys()]) {
      if (key.startsWith(`${tenantCode}|`)) {
        catalogue.delete(key);
      }
    }
  }

  /** An order was placed or handled: the person's answers and the tenant's pages (stock) change. */
  function forgetOrder(tenantCode: string, userCode: string): void {
    forgetPeople(tenantCode, [userCode]);
    dropCatalogue(tenantCode);
    answers.forget([tenantCode, CATALOGUE]);
  }

  function forgetTenant(tenantCode: string): void {
    rules.delete(tenantCode);
    dropCatalogue(tenantCode);
    dropBoards(tenantCode);
    answers.forget([tenantCode]);
  }

  function board(
    tenantCode: string,
    window: { from?: string; until?: string },
    location: { code: string; ids: number[] } | null,
  ): Promise<TRanked[]> {
    const key = `${tenantCode}|${window.from ?? ''}|${location?.code ?? ''}`;
    return boards.forceFetch(key, {
      context: async () =>
        ranked(
          await pointsByPerson(db, tenantCode, await rulesOf(tenantCode), {
            ...window,
            locationIds: location?.ids,
          }),
        ),
    });
  }

  async function coinsOf(actor: TActor, now: Date) {
    const [earned, wallet] = await Promise.all([
      pointsOfPerson(
        db,
        actor.tenantCode,
        actor.userCode,
        await rulesOf(actor.tenantCode),
        monthWindow(monthOf(now)).from,
      ),
      readWallet(db, actor.tenantCode, actor.userCode),
    ]);
    return { ...earned, coins: Math.max(0, earned.points - wallet.spent + wallet.refunded) };
  }

  async function wallet(actor: TActor): Promise<TWallet> {
    const now = clock();
    const [{ points, pointsSince, coins }, ranking] = await Promise.all([
      coinsOf(actor, now),
      board(actor.tenantCode, monthWindow(monthOf(now)), null),
    ]);
    const mine = ranking.find((entry) => entry.userCode === actor.userCode);
    return { points, coins, pointsThisMonth: pointsSince, rank: mine?.rank ?? null };
  }

  async function rewards(actor: TActor, request: TParsedRewardListRequest): Promise<TRewardListResponse> {
    const locale = request.locale ?? actor.defaultLocale;
    const maxPrice = request.affordableOnly ? (await coinsOf(actor, clock())).coins : undefined;
    const filter = { term: request.term, maxPrice };
    const window = { limit: request.pageSize, offset: (request.pageNo - 1) * request.pageSize };
    // The page itself is everyone's: kept a few seconds per tenant and query (an admin's change drops them).
    const { rows, total } = await catalogue.forceFetch(
      [actor.tenantCode, request.term ?? '', maxPrice ?? '', window.limit, window.offset].join('|'),
      { context: () => repository.listActiveRewards(db, actor.tenantCode, filter, window) },
    );
    const mine = await repository.unitsByReward(
      db,
      actor.tenantCode,
      rows.map((row) => row.id),
      actor.userCode,
    );
    return { totalRecords: total, result: rows.map((row) => presentReward(row, locale, mine.get(row.id) ?? 0)) };
  }

  async function reward(actor: TActor, rewardId: number, localeAsked?: TLocaleCode): Promise<TReward> {
    const row = await repository.findReward(db, actor.tenantCode, rewardId);
    if (!row || !row.active) {
      throw notFound('The reward');
    }
    const mine = await repository.unitsByReward(db, actor.tenantCode, [rewardId], actor.userCode);
    return presentReward(row, localeAsked ?? actor.defaultLocale, mine.get(rewardId) ?? 0);
  }

  /** One transaction: stock, limit and coins decided by the database (redemption.ts). */
  async function redeemReward(
    actor: TActor,
    rewardId: number,
    quantity: number,
    localeAsked?: TLocaleCode,
  ): Promise<TOrder> {
    const pointRules = await rulesOf(actor.tenantCode);
    const order = await db.transaction().execute((trx) =>
      redeem(trx, {
        tenantCode: actor.tenantCode,
        userCode: actor.userCode,
        rewardId,
        quantity,
        rules: pointRules,
        now: clock().toISOString(),
      }),
    );
    if (!order) {
      throw notFound('The reward');
    }
    forgetOrder(actor.tenantCode, actor.userCode);
    return presentOrder(order, localeAsked ?? actor.defaultLocale);
  }

  async function orders(actor: TActor, request: TParsedOrderListRequest): Promise<TOrderListResponse> {
    const locale = request.locale ?? actor.defaultLocale;
    const { rows, total } = await repository.listOrdersOfPerson(db, actor.tenantCode, actor.userCode, {
      limit: request.pageSize,
      offset: (request.pageNo - 1) * request.pageSize,
    });
    return { totalRecords: total, result: rows.map((row) => presentOrder(row, locale)) };
  }

  async function leaderboard(actor: TActor, query: TParsedLeaderboardQuery): Promise<TLeaderboard> {
    const locale = query.locale ?? actor.defaultLocale;
    const locations = await repository.listActiveLocations(db, actor.tenantCode);
    let location: { code: string; ids: number[] } | null = null;
    if (query.locationCode) {
      const root = locations.find((row) => row.code === query.locationCode);
      if (!root) {
        throw new AppError('validation_failed', STORE_MESSAGES.locationInvalid, {
          locationCode: [STORE_MESSAGES.locationInvalid],
        });
      }
      location = { code: root.code, ids: locationAndBelow(locations, root.id) };
    }
    const window = query.period === 'MONTH' ? monthWindow(query.month ?? monthOf(clock())) : {};
    const ranking = await board(actor.tenantCode, window, location);
    const top = ranking.slice(0, StoreLimits.leaderboardSize);
    const people = new Map(
      (
        await repository.findPeople(
          db,
          actor.tenantCode,
          top.map((entry) => entry.userCode),
        )
      ).map((row) => [row.user_code, row]),
    );
    const mine = ranking.find((entry) => entry.userCode === actor.userCode);
    return {
      result: top.map((entry) => {
        const person = people.get(entry.userCode);
        const locationName = person
          ? localized(locale, person.location_name_en ?? '', person.location_name_fr ?? '')
          : '';
        return {
          rank: entry.rank,
          userCode: entry.userCode,
          displayName: person ? `${person.first_name} ${person.last_name}`.trim() : entry.userCode,
          locationNames: locationName ? [locationName] : [],
          points: entry.points,
        };
      }),
      me: mine ? { rank: mine.rank, points: mine.points } : null,
      locations: locations
        .map((row) => ({ code: row.code, name: localized(locale, row.name_en, row.name_fr) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    };
  }

  return {
    /** `GET /api/stores/wallet` as sent: checked against the contract once per kept answer. */
    walletAnswer: (actor: TActor): Promise<TKeptAnswer> =>
      answers.get([actor.tenantCode, actor.userCode, 'wallet'], async () => ({
        json: JSON.stringify(ZWalletSchema.parse(await wallet(actor))),
      })),
    /**
     * `POST /api/stores/rewards` as sent, kept per person and query: a page shows the person's own
     * units and, with `affordableOnly`, follows their coins. Checked against the contract once per
     * kept answer. Any order of the tenant drops every kept page (their stock changed).
     */
    rewardsAnswer: (actor: TActor, request: TParsedRewardListRequest): Promise<TKeptAnswer> =>
      answers.get([actor.tenantCode, CATALOGUE, actor.userCode, JSON.stringify(request)], async () => ({
        json: JSON.stringify(ZRewardListResponseSchema.parse(await rewards(actor, request))),
      })),
    forgetOrder,
    wallet,
    rewards,
    reward,
    redeemReward,
    orders,
    leaderboard,
    forgetTenant,
    /** Stops hearing the (process-wide) learning record. */
    close: () => stopListening(),
  };
}
