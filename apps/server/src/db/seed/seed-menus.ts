import { MENU_DISPLAY_MODES, SKILL_PATHS, SkillPermissions, type TModuleCode } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, MenuItemsTable } from '../schema.ts';
import type { TDemoTenant } from './demo-tenants.ts';

type TDemoMenuEntry = {
  moduleCode: TModuleCode | null;
  route: string;
  en?: string;
  fr?: string;
  group?: { en: string; fr: string };
  useExternalRoute?: boolean;
  /** Held by whoever sees the entry (any of them). */
  permissions?: string[];
  children?: TDemoMenuEntry[];
};

/**
 * A module's name in both languages, from the strings every tenant is seeded with (`area.*`): a
 * menu item without a name would show the module's single display name, English in a French menu.
 */
function areaNames(areaKey: string): { en: string; fr: string } {
  const key = `area.${areaKey}`;
  const en = bundledCatalogues.en.common[key];
  const fr = bundledCatalogues['fr-CA'].common[key];
  if (en === undefined || fr === undefined) {
    throw new Error(`The bundled catalogues have no ${key}`);
  }
  return { en, fr };
}

const discover = { en: 'Discover', fr: 'Découvrir' };
const shop = { en: 'Shop', fr: 'Boutique' };
const help = { en: 'Help', fr: 'Aide' };

/**
 * The demo menu, the same for both tenants: what each one shows follows from its modules (boreal
 * has no EVENTS and no STORES) and from the user's permissions (Reports). Every item is named in both
 * languages (the More menu's children with their module's strings).
 */
const DEMO_MENU: TDemoMenuEntry[] = [
  { moduleCode: null, route: '/dashboard', en: 'Dashboard', fr: 'Tableau de bord' },
  { moduleCode: 'RESOURCELIBRARY', route: '/resources', en: 'Resource Library', fr: 'Bibliothèque de ressources' },
  { moduleCode: 'LEARNINGPATH', route: '/learning-path', en: 'Learning Paths', fr: 'Parcours d’apprentissage' },
  { moduleCode: 'ASSESSMENT', route: '/assessment', en: 'Test and Trivia', fr: 'Tests et quiz' },
  { moduleCode: 'EVENTS', route: '/event', en: 'Events', fr: 'Événements' },
  { moduleCode: 'NEWS', route: '/news', en: 'News', fr: 'Nouvelles' },
  { moduleCode: 'TEAMS', route: '/team', en: 'Teams', fr: 'Équipes' },
  {
    moduleCode: 'MULTIMODULE',
    route: '',
    en: 'More',
    fr: 'Plus',
    children: [
      { moduleCode: 'EXPLORE', route: '/explore', ...areaNames('explore'), group: discover },
      { moduleCode: 'TRIVIA', route: '/trivia', ...areaNames('trivia'), group: discover },
      { moduleCode: 'ASSESSMENT', route: SKILL_PATHS.profile, en: 'My skills', fr: 'Mes compétences', group: discover },
      {
        moduleCode: 'ASSESSMENT',
        route: SKILL_PATHS.team,
        en: 'Team skills',
        fr: 'Compétences de l’équipe',
        group: discover,
        permissions: [SkillPermissions.manager],
      },
      { moduleCode: 'STORES', route: '/stores', ...areaNames('stores'), group: shop },
      { moduleCode: 'CONTACTUS', route: '/contact-us', ...areaNames('contactUs'), group: help },
      // A link out of the portal: the user confirms before it opens in a new tab (spec section 5).
      {
        moduleCode: null,
        route: 'https://help.example.com/learning',
        en: 'Help centre',
        fr: 'Centre d’aide',
        group: help,
        useExternalRoute: true,
      },
    ],
  },
  { moduleCode: 'REPORTS', route: 'reports', en: 'Reports', fr: 'Rapports' },
];

function rowOf(
  tenantCode: string,
  entry: TDemoMenuEntry,
  position: number,
  parentId: number | null,
): Insertable<MenuItemsTable> {
  return {
    tenant_code: tenantCode,
    parent_id: parentId,
    module_code: entry.moduleCode,
    route: entry.route,
    display_name_en: entry.en ?? null,
    display_name_fr: entry.fr ?? null,
    use_external_route: entry.useExternalRoute ?? false,
    ui_module_code: null,
    group_name_en: entry.group?.en ?? null,
    group_name_fr: entry.group?.fr ?? null,
    display_mode: null,
    permissions: (entry.permissions ?? []).join(','),
    position,
  };
}

/** The demo tenant's menu configuration (Web and Mobile both shown) and menu items. */
export async function insertDemoMenus(trx: Transaction<Database>, tenant: TDemoTenant): Promise<void> {
  const tenantCode = tenant.code;
  await trx
    .insertInto('menu_configurations')
    .values(
      MENU_DISPLAY_MODES.map((displayMode) => ({
        tenant_code: tenantCode,
        display_mode: displayMode,
        show_menu: true,
      })),
    )
    .execute();
  for (const [position, entry] of DEMO_MENU.entries()) {
    const parent = await trx
      .insertInto('menu_items')
      .values(rowOf(tenantCode, entry, position, null))
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = entry.children ?? [];
    if (children.length > 0) {
      await trx
        .insertInto('menu_items')
        .values(children.map((child, childPosition) => rowOf(tenantCode, child, childPosition, parent.id)))
        .execute();
    }
  }
}

/**
 * The demo's Stores item opened the store's external app (route '') before the store was built in
 * (issue 20): an item still as that seed left it opens `/stores` now.
 */
export async function repairDemoStoresMenuItem(db: Kysely<Database>, tenantCodes: readonly string[]): Promise<number> {
  const result = await db
    .updateTable('menu_items')
    .set({ route: '/stores', use_external_route: false })
    .where('tenant_code', 'in', [...tenantCodes])
    .where('module_code', '=', 'STORES')
    .where('route', '=', '')
    .where('use_external_route', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Names the demo menu items a demo seeded by an earlier release left unnamed (they showed the
 * module's English name in French menus). Only items still without any name are touched, so a
 * tenant's own wording stays; answers how many were named.
 */
export async function nameUnnamedDemoMenuItems(db: Kysely<Database>, tenantCodes: readonly string[]): Promise<number> {
  let named = 0;
  for (const entry of DEMO_MENU.flatMap((item) => item.children ?? [])) {
    if (entry.moduleCode === null || entry.en === undefined || entry.fr === undefined) {
      continue;
    }
    const result = await db
      .updateTable('menu_items')
      .set({ display_name_en: entry.en, display_name_fr: entry.fr })
      .where('tenant_code', 'in', [...tenantCodes])
      .where('module_code', '=', entry.moduleCode)
      .where('parent_id', 'is not', null)
      .where('display_name_en', 'is', null)
      .where('display_name_fr', 'is', null)
      .executeTakeFirst();
    named += Number(result.numUpdatedRows);
  }
  return named;
}
