import {
  normalizeMediaId,
  POINT_RULE_VERBS,
  STORE_MESSAGES,
  type TAdminOrder,
  type TAdminOrderListResponse,
  type TAdminReward,
  type TAdminRewardListItem,
  type TLocaleCode,
  type TParsedAdminOrderListRequest,
  type TParsedAdminRewardListRequest,
  type TPointRule,
  type TPointRules,
  type TRewardDeleteResponse,
  type TSaveRewardData,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { recordAdminChange, type TAdminChange } from '../audit/audit.service.ts';
import { currentPoints, loadPointRules } from './points.ts';
import { settleOrder } from './redemption.ts';
import * as repository from './stores.repository.ts';
import { presentAdminOrder, presentAdminReward } from './stores.presenter.ts';

/*
 * Store administration (STORES_ADMIN). Every write is one transaction with its audit entry
 * (modules/audit): rewards created, changed and deleted, orders fulfilled and refunded, rules set.
 */

export type TStoresAdminServiceOptions = {
  /**
   * Told after a write: a reward or the rules changed (no person: the learners' service drops what
   * it keeps of the tenant), or a person's order was handled (their answers).
   */
  onChange?: (tenantCode: string, userCode?: string) => void;
  clock?: () => Date;
};
export type TStoresAdminService = ReturnType<typeof createStoresAdminService>;

const M = STORE_MESSAGES;

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: [message] });
}

const auditActor = (actor: TActor) => ({ tenantCode: actor.tenantCode, userCode: actor.userCode });
const change = (
  action: TAdminChange['action'],
  targetKind: TAdminChange['targetKind'],
  targetId: number | string,
  before: unknown,
  after: unknown,
): TAdminChange => ({ area: 'stores', action, targetKind, targetId, before, after });

export function createStoresAdminService(db: Kysely<Database>, options: TStoresAdminServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());

  /** The image must be an image the tenant holds (media service). */
  async function checkImage(tenantCode: string, data: TSaveRewardData): Promise<void> {
    if (!data.imageMediaId) {
      return;
    }
    const kind = await repository.findMediaKind(db, tenantCode, normalizeMediaId(data.imageMediaId));
    if (kind === undefined) {
      throw invalid('imageMediaId', M.imageUnknown);
    }
    if (kind !== 'image') {
      throw invalid('imageMediaId', M.imageInvalid);
    }
  }

  async function loadAdminReward(trx: Kysely<Database>, tenantCode: string, rewardId: number) {
    const row = await repository.findReward(trx, tenantCode, rewardId);
    if (!row) {
      return undefined;
    }
    const units = await repository.unitsByReward(trx, tenantCode, [rewardId]);
    return presentAdminReward(row, units.get(rewardId) ?? 0);
  }

  async function listRewards(
    actor: TActor,
    request: TParsedAdminRewardListRequest,
  ): Promise<{ totalRecords: number; result: TAdminRewardListItem[] }> {
    const { rows, total } = await repository.listAllRewards(
      db,
      actor.tenantCode,
      { term: request.term, active: request.active },
      { limit: request.pageSize, offset: (request.pageNo - 1) * request.pageSize },
    );
    const units = await repository.unitsByReward(
      db,
      actor.tenantCode,
      rows.map((row) => row.id),
    );
    return {
      totalRecords: total,
      result: rows.map((row) => {
        const { descriptionEn: _en, descriptionFr: _fr, ...item } = presentAdminReward(row, units.get(row.id) ?? 0);
        return item;
      }),
    };
  }

  async function getReward(actor: TActor, rewardId: number): Promise<TAdminReward> {
    const reward = await loadAdminReward(db, actor.tenantCode, rewardId);
    if (!reward) {
      throw notFound('The reward');
    }
    return reward;
  }

  async function createReward(actor: TActor, data: TSaveRewardData): Promise<TAdminReward> {
    await checkImage(actor.tenantCode, data);
    const now = clock().toISOString();
    const created = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('store_rewards')
        .values({
          tenant_code: actor.tenantCode,
          name_en: data.nameEn,
          name_fr: data.nameFr,
          description_en: data.descriptionEn,
          description_fr: data.descriptionFr,
          image_media_id: data.imageMediaId,
          coin_price: data.coinPrice,
          stock: data.stock,
          per_person_limit: data.perPersonLimit,
          active: data.active,
          created_at: now,
          created_by: actor.userCode,
          updated_at: now,
          updated_by: actor.userCode,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reward = await loadAdminReward(trx, actor.tenantCode, id);
      await recordAdminChange(trx, auditActor(actor), change('create', 'reward', id, null, reward));
      return reward as TAdminReward;
    });
    options.onChange?.(actor.tenantCode);
    return created;
  }

  async function updateReward(actor: TActor, rewardId: number, data: TSaveRewardData): Promise<TAdminReward> {
    await checkImage(actor.tenantCode, data);
    const now = clock().toISOString();
    const updated = await db.transaction().execute(async (trx) => {
      const before = await loadAdminReward(trx, actor.tenantCode, rewardId);
      if (!before) {
        throw notFound('The reward');
      }
      await trx
        .updateTable('store_rewards')
        .set({
          name_en: data.nameEn,
          name_fr: data.nameFr,
          description_en: data.descriptionEn,
          description_fr: data.descriptionFr,
          image_media_id: data.imageMediaId,
          coin_price: data.coinPrice,
          stock: data.stock,
          per_person_limit: data.perPersonLimit,
          active: data.active,
          updated_at: now,
          updated_by: actor.userCode,
        })
        .where('tenant_code', '=', actor.tenantCode)
        .where('id', '=', rewardId)
        .execute();
      const after = await loadAdminReward(trx, actor.tenantCode, rewardId);
      await recordAdminChange(trx, auditActor(actor), change('update', 'reward', rewardId, before, after));
      return after as TAdminReward;
    });
    options.onChange?.(actor.tenantCode);
    return updated;
  }

  /** Deletes a reward nobody ordered; one with orders (their history names it) is made inactive instead. */
  async function deleteReward(actor: TActor, rewardId: number): Promise<TRewardDeleteResponse> {
    const answer = await deleteOrDeactivate(actor, rewardId);
    options.onChange?.(actor.tenantCode);
    return answer;
  }

  async function deleteOrDeactivate(actor: TActor, rewardId: number): Promise<TRewardDeleteResponse> {
    const now = clock().toISOString();
    const deactivate = () =>
      db.transaction().execute(async (trx) => {
        const before = await loadAdminReward(trx, actor.tenantCode, rewardId);
        if (!before) {
          throw notFound('The reward');
        }
        await trx
          .updateTable('store_rewards')
          .set({ active: false, updated_at: now, updated_by: actor.userCode })
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', rewardId)
          .execute();
        const after = await loadAdminReward(trx, actor.tenantCode, rewardId);
        await recordAdminChange(trx, auditActor(actor), change('deactivate', 'reward', rewardId, before, after));
        return { deleted: false };
      });
    if ((await repository.countOrdersOfReward(db, actor.tenantCode, rewardId)) > 0) {
      return deactivate();
    }
    try {
      return await db.transaction().execute(async (trx) => {
        const before = await loadAdminReward(trx, actor.tenantCode, rewardId);
        if (!before) {
          throw notFound('The reward');
        }
        await trx
          .deleteFrom('store_rewards')
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', rewardId)
          .execute();
        await recordAdminChange(trx, auditActor(actor), change('delete', 'reward', rewardId, before, null));
        return { deleted: true };
      });
    } catch (error) {
      // Someone ordered it meanwhile: its orders keep it (the foreign key said so).
      if (isForeignKeyViolation(error)) {
        return deactivate();
      }
      throw error;
    }
  }

  async function listOrders(actor: TActor, request: TParsedAdminOrderListRequest): Promise<TAdminOrderListResponse> {
    const locale = request.locale ?? actor.defaultLocale;
    const { rows, total } = await repository.listAllOrders(db, actor.tenantCode, request.status, {
      limit: request.pageSize,
      offset: (request.pageNo - 1) * request.pageSize,
    });
    return { totalRecords: total, result: rows.map((row) => presentAdminOrder(row, locale)) };
  }

  /** Fulfils or refunds a PLACED order (409 otherwise); a refund gives coins and stock back. */
  async function settle(
    actor: TActor,
    orderId: number,
    outcome: 'FULFILLED' | 'REFUNDED',
    localeAsked?: TLocaleCode,
  ): Promise<TAdminOrder> {
    const locale = localeAsked ?? actor.defaultLocale;
    const now = clock().toISOString();
    const settled = await db.transaction().execute(async (trx) => {
      const before = await repository.findAdminOrder(trx, actor.tenantCode, orderId);
      if (!before || !(await settleOrder(trx, actor.tenantCode, orderId, outcome, actor.userCode, now))) {
        throw notFound('The order');
      }
      const after = await repository.findAdminOrder(trx, actor.tenantCode, orderId);
      const presented = presentAdminOrder(after ?? before, locale);
      await recordAdminChange(
        trx,
        auditActor(actor),
        change(
          outcome === 'FULFILLED' ? 'fulfil' : 'refund',
          'order',
          orderId,
          presentAdminOrder(before, locale),
          presented,
        ),
      );
      return presented;
    });
    // The person's coins (a refund) and order list changed.
    options.onChange?.(actor.tenantCode, settled.userCode);
    return settled;
  }

  async function pointRules(actor: TActor): Promise<TPointRules> {
    const now = clock().toISOString();
    const rules = await loadPointRules(db, actor.tenantCode);
    const points = currentPoints(rules, now);
    const effective = rules.filter((rule) => rule.effectiveFrom <= now).map((rule) => rule.effectiveFrom);
    return {
      rules: POINT_RULE_VERBS.map((verb) => ({ verb, points: points[verb] })),
      effectiveFrom: effective.length > 0 ? effective.reduce((a, b) => (a > b ? a : b)) : null,
    };
  }

  /**
   * A new version of each verb whose points change, effective now: earnings already made keep the
   * points they were made at (points.ts), so nobody's points go down.
   */
  async function savePointRules(actor: TActor, requested: readonly TPointRule[]): Promise<TPointRules> {
    const now = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      const before = currentPoints(await loadPointRules(trx, actor.tenantCode), now);
      const changed = requested.filter((rule) => before[rule.verb] !== rule.points);
      if (changed.length === 0) {
        return;
      }
      await trx
        .insertInto('store_point_rules')
        .values(
          changed.map((rule) => ({
            tenant_code: actor.tenantCode,
            verb: rule.verb,
            effective_from: now,
            points: rule.points,
            created_by: actor.userCode,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['tenant_code', 'verb', 'effective_from'])
            .doUpdateSet((eb) => ({ points: eb.ref('excluded.points'), created_by: actor.userCode })),
        )
        .execute();
      const after = { ...before, ...Object.fromEntries(changed.map((rule) => [rule.verb, rule.points])) };
      await recordAdminChange(
        trx,
        auditActor(actor),
        change('update', 'point_rules', actor.tenantCode, { rules: before }, { rules: after }),
      );
    });
    options.onChange?.(actor.tenantCode);
    return pointRules(actor);
  }

  return {
    listRewards,
    getReward,
    createReward,
    updateReward,
    deleteReward,
    listOrders,
    fulfil: (actor: TActor, orderId: number, locale?: TLocaleCode) => settle(actor, orderId, 'FULFILLED', locale),
    refund: (actor: TActor, orderId: number, locale?: TLocaleCode) => settle(actor, orderId, 'REFUNDED', locale),
    pointRules,
    savePointRules,
  };
}
