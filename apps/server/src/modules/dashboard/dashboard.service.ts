import {
  DASHBOARD_WIDGETS,
  isModuleEnabled,
  ZDashboardDataResponseSchema,
  ZDashboardWidgetCodeSchema,
  ZDashboardWidgetsResponseSchema,
  type TDashboardWidget,
  type TDashboardWidgetCode,
  type TLocaleCode,
  type TModuleCode,
  type TSaveDashboardLayoutRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { succeeded } from '../../lib/api-result.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { onStatementsRecorded } from '../learning-record/learning-record.service.ts';
import { TENANT_ANSWER_CACHE, type TTenantService } from '../tenant/tenant.service.ts';
import {
  deleteUserLayout,
  findTenantWidgets,
  findUserLayout,
  replaceUserLayout,
  type TTenantWidgetRow,
  type TUserWidgetRow,
} from './dashboard.repository.ts';
import { WIDGET_LOADERS } from './widgets/index.ts';
import type { TWidgetSources } from './widgets/widget-context.ts';

/**
 * Widget data, computed from the record and the modules, kept briefly per person (and their
 * layouts): their own new statements drop it at once in this process (the learning record's
 * announcements), their saves their layout; `ttl` bounds how long anything else (favourites,
 * another node's statements or saves, reportees' progress) takes to show.
 */
export const DASHBOARD_DATA_CACHE = { max: 20_000, ttl: 10_000 } as const;

/** Bytes of widget answers kept (most are a few hundred bytes, a resource list a few KB). */
const DASHBOARD_ANSWER_BYTES = 64 * 1024 * 1024;

/** A tenant widget row with its code checked. */
type TTenantWidget = { row: TTenantWidgetRow; code: TDashboardWidgetCode };

/** A tenant widget row the caller may see, with its code checked. */
type TVisibleWidget = { id: number; code: TDashboardWidgetCode };

export type TDashboardService = ReturnType<typeof createDashboardService>;

/**
 * The dashboard (contracts dashboard.ts): which widgets a person has, their layout, and each
 * widget's data. Every read and write is scoped by the actor's tenant; a widget id of another
 * tenant, or one the caller may not see, is "not found".
 */
export function createDashboardService(
  db: Kysely<Database>,
  deps: { tenants: Pick<TTenantService, 'listEnabledModuleCodes'>; sources: TWidgetSources },
) {
  const { tenants, sources } = deps;
  // The tenant's widget rows with their codes checked, read like the rest of its configuration
  // (TENANT_ANSWER_CACHE): every widget call asks which widgets the caller has.
  const tenantRows = createLoadingCache<TTenantWidget[]>(TENANT_ANSWER_CACHE);
  // People's layouts: a save or reset through this process replaces or drops theirs at once.
  const layouts = createLoadingCache<TUserWidgetRow[]>(DASHBOARD_DATA_CACHE);
  const layoutKey = (tenantCode: string, userCode: string) => JSON.stringify([tenantCode, userCode]);
  // Widget answers as sent, per person, widget and locale (`lib/answer-cache.ts`).
  const answers = createAnswerCache({ maxBytes: DASHBOARD_ANSWER_BYTES, ttl: DASHBOARD_DATA_CACHE.ttl });
  const stopListening = onStatementsRecorded((tenantCode, userCodes) => {
    for (const userCode of userCodes) {
      answers.forget([tenantCode, userCode]);
    }
  });

  async function loadTenantWidgets(tenantCode: string): Promise<TTenantWidget[]> {
    return (await findTenantWidgets(db, tenantCode)).flatMap((row) => {
      const parsed = ZDashboardWidgetCodeSchema.safeParse(row.widget_code);
      return parsed.success ? [{ row, code: parsed.data }] : [];
    });
  }

  function rowsOf(tenantCode: string): TTenantWidget[] | Promise<TTenantWidget[]> {
    return (
      tenantRows.get(tenantCode) ?? tenantRows.forceFetch(tenantCode, { context: () => loadTenantWidgets(tenantCode) })
    );
  }

  function layoutOf(tenantCode: string, userCode: string): TUserWidgetRow[] | Promise<TUserWidgetRow[]> {
    const key = layoutKey(tenantCode, userCode);
    return layouts.get(key) ?? layouts.forceFetch(key, { context: () => findUserLayout(db, tenantCode, userCode) });
  }

  function isVisible({ row, code }: TTenantWidget, actor: TActor, modules: readonly TModuleCode[]) {
    const definition = DASHBOARD_WIDGETS[code];
    return (
      toBool(row.is_enabled) &&
      (definition.moduleCode === null || isModuleEnabled(modules, definition.moduleCode)) &&
      (row.permission === null || actor.permissions.includes(row.permission)) &&
      (definition.requires === null || actor.permissions.includes(definition.requires))
    );
  }

  // Every widget call asks which widgets the caller has: the answer is worked out once per cached
  // set of the tenant's rows, its modules and the caller's permissions (the permissions service
  // keeps one list per person), and kept while all three are the same objects.
  const visibleByPermissions = new WeakMap<
    readonly string[],
    { rows: TTenantWidget[]; modules: readonly TModuleCode[]; visible: TVisibleWidget[] }
  >();

  /** The tenant's widgets the caller may see, in the tenant's order. */
  async function visibleWidgets(actor: TActor): Promise<TVisibleWidget[]> {
    const [rows, modules] = await Promise.all([
      rowsOf(actor.tenantCode),
      tenants.listEnabledModuleCodes(actor.tenantCode),
    ]);
    const kept = visibleByPermissions.get(actor.permissions);
    if (kept && kept.rows === rows && kept.modules === modules) {
      return kept.visible;
    }
    const visible = rows.flatMap((widget) =>
      isVisible(widget, actor, modules) ? [{ id: widget.row.id, code: widget.code }] : [],
    );
    visibleByPermissions.set(actor.permissions, { rows, modules, visible });
    return visible;
  }

  /** `GET /dashboardWidgets`: the person's order (widgets they never placed follow, in the tenant's). */
  async function listWidgets(actor: TActor): Promise<TDashboardWidget[]> {
    const [visible, layout] = await Promise.all([visibleWidgets(actor), layoutOf(actor.tenantCode, actor.userCode)]);
    return orderWidgets(visible, layout);
  }

  function orderWidgets(visible: readonly TVisibleWidget[], layout: readonly TUserWidgetRow[]): TDashboardWidget[] {
    const placed = new Map(layout.map((row) => [row.widget_id, row]));
    const rankOf = (widget: TVisibleWidget, tenantIndex: number) => {
      const own = placed.get(widget.id);
      return own ? own.position : layout.length + tenantIndex;
    };
    return visible
      .map((widget, index) => ({ widget, rank: rankOf(widget, index) }))
      .sort((left, right) => left.rank - right.rank)
      .map(({ widget }) => ({
        dashBoardWidgetId: widget.id,
        widgetCode: widget.code,
        isHidden: toBool(placed.get(widget.id)?.is_hidden ?? false),
      }));
  }

  // The list as sent, per (visible widgets, layout) pair of kept objects: the page asks on every load.
  const listJsonOf = new WeakMap<TVisibleWidget[], WeakMap<TUserWidgetRow[], string>>();

  /** `GET /dashboardWidgets` serialised (and checked) once per kept visible list and layout. */
  async function listWidgetsJson(actor: TActor): Promise<string> {
    const [visible, layout] = await Promise.all([visibleWidgets(actor), layoutOf(actor.tenantCode, actor.userCode)]);
    let byLayout = listJsonOf.get(visible);
    if (!byLayout) {
      byLayout = new WeakMap();
      listJsonOf.set(visible, byLayout);
    }
    let json = byLayout.get(layout);
    if (json === undefined) {
      json = JSON.stringify(ZDashboardWidgetsResponseSchema.parse(succeeded(orderWidgets(visible, layout))));
      byLayout.set(layout, json);
    }
    return json;
  }

  /** `PUT /dashboardWidgets`: saves the order and hidden widgets; an id not the caller's is a 400. */
  async function saveLayout(actor: TActor, request: TSaveDashboardLayoutRequest): Promise<TDashboardWidget[]> {
    const mine = new Set((await visibleWidgets(actor)).map((widget) => widget.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    request.widgets.forEach((widget, index) => {
      const field = `widgets.${index}.dashBoardWidgetId`;
      if (!mine.has(widget.dashBoardWidgetId)) {
        errors[field] = ['Not a widget of your dashboard'];
      } else if (seen.has(widget.dashBoardWidgetId)) {
        errors[field] = ['This widget is listed twice'];
      }
      seen.add(widget.dashBoardWidgetId);
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'The dashboard layout is not valid.', errors);
    }
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await replaceUserLayout(
        trx,
        actor.tenantCode,
        actor.userCode,
        request.widgets.map((widget) => ({ widgetId: widget.dashBoardWidgetId, isHidden: widget.isHidden })),
        now,
      );
    });
    layouts.delete(layoutKey(actor.tenantCode, actor.userCode));
    return listWidgets(actor);
  }

  /** `DELETE /dashboardWidgets`: back to the tenant's order, nothing hidden. */
  async function resetLayout(actor: TActor): Promise<TDashboardWidget[]> {
    await deleteUserLayout(db, actor.tenantCode, actor.userCode);
    layouts.delete(layoutKey(actor.tenantCode, actor.userCode));
    return listWidgets(actor);
  }

  /**
   * `POST /getdashboarddata`: one widget's data, serialised, checked and compressed once per kept
   * answer (the route sends its bytes). Another tenant's widget, or one the caller may not see: 404.
   * A statement of the person's arriving while it loads drops it: that caller gets a fresh one.
   */
  async function getDataAnswer(actor: TActor, widgetId: number, asked: TLocaleCode | undefined): Promise<TKeptAnswer> {
    const widget = (await visibleWidgets(actor)).find((candidate) => candidate.id === widgetId);
    if (!widget) {
      throw notFound('The dashboard widget');
    }
    const locale = asked ?? actor.defaultLocale;
    return answers.get([actor.tenantCode, actor.userCode, widget.code, locale], async () => {
      const loader = WIDGET_LOADERS[widget.code] as (typeof WIDGET_LOADERS)['HOME_SEARCH'];
      const data = await loader({ db, actor, locale, now: new Date(), sources });
      return {
        json: JSON.stringify(ZDashboardDataResponseSchema.parse({ success: true, returnValue: data, message: null })),
      };
    });
  }

  return {
    listWidgets,
    listWidgetsJson,
    saveLayout,
    resetLayout,
    getDataAnswer,
    /** Stops hearing the learning record (the app closes). */
    close: () => stopListening(),
  };
}
