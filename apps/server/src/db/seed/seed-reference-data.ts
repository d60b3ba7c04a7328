import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import type { TDemoTenant } from './demo-tenants.ts';

/** Reference data of the demo tenants: what their users and later modules hang on. */

type TNames = { en: string; fr: string };
type TDemoLocation = {
  code: string;
  names: TNames;
  type: string;
  businessType?: string;
  brand?: string;
  parent?: string;
  status?: 'ACTIVE' | 'INACTIVE';
  address?: { line1: string; city: string; province: string; postalCode: string };
};
type TDemoCompetency = { code: string; names: TNames; children?: { code: string; names: TNames }[] };

export type TDemoReferenceData = {
  businessTypes: { code: string; names: TNames }[];
  brands: { code: string; name: string; businessType: string }[];
  locationTypes: { code: string; level: number; names: TNames }[];
  /** Parents before their children. */
  locations: TDemoLocation[];
  jobRoles: { code: string; names: TNames; businessType: string | null }[];
  jobDesignations: { code: string; names: TNames }[];
  tags: { tag: string; names: TNames }[];
  urlTags: { pattern: string; tag: string }[];
  competencies: TDemoCompetency[];
  quotients: { code: string; names: TNames; min: number; max: number }[];
  contacts: { names: TNames; roles: TNames; email: string; phone: string }[];
  /** Where each demo user works (location code). */
  userLocations: Record<string, string>;
};

const quotients = [
  { code: 'BEGINNER', names: { en: 'Beginner', fr: 'Débutant' }, min: 0, max: 39 },
  { code: 'DEVELOPING', names: { en: 'Developing', fr: 'En progression' }, min: 40, max: 69 },
  { code: 'PROFICIENT', names: { en: 'Proficient', fr: 'Compétent' }, min: 70, max: 89 },
  { code: 'EXPERT', names: { en: 'Expert', fr: 'Expert' }, min: 90, max: 100 },
];

export const DEMO_REFERENCE_DATA: Record<string, TDemoReferenceData> = {
  acme: {
    businessTypes: [
      { code: 'RETAIL', names: { en: 'Retail', fr: 'Commerce de détail' } },
      { code: 'DISTRIBUTION', names: { en: 'Distribution', fr: 'Distribution' } },
    ],
    brands: [
      { code: 'ACME', name: 'Acme', businessType: 'RETAIL' },
      { code: 'ACME_EXPRESS', name: 'Acme Express', businessType: 'RETAIL' },
      { code: 'ACME_LOGISTICS', name: 'Acme Logistics', businessType: 'DISTRIBUTION' },
    ],
    locationTypes: [
      { code: 'COUNTRY', level: 1, names: { en: 'Country', fr: 'Pays' } },
      { code: 'REGION', level: 2, names: { en: 'Region', fr: 'Région' } },
      { code: 'STORE', level: 3, names: { en: 'Store', fr: 'Magasin' } },
      { code: 'DISTRIBUTION_CENTRE', level: 3, names: { en: 'Distribution centre', fr: 'Centre de distribution' } },
      { code: 'OFFICE', level: 3, names: { en: 'Office', fr: 'Bureau' } },
    ],
    locations: [
      { code: 'CA', names: { en: 'Canada', fr: 'Canada' }, type: 'COUNTRY' },
      { code: 'CA-QC', names: { en: 'Quebec', fr: 'Québec' }, type: 'REGION', parent: 'CA' },
      { code: 'CA-ON', names: { en: 'Ontario', fr: 'Ontario' }, type: 'REGION', parent: 'CA' },
      {
        code: 'STORE-12',
        names: { en: 'Store 12 – Montréal Downtown', fr: 'Magasin 12 – Centre-ville de Montréal' },
        type: 'STORE',
        businessType: 'RETAIL',
        brand: 'ACME',
        parent: 'CA-QC',
        address: { line1: '1200 Sainte-Catherine St. W.', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K1' },
      },
      {
        code: 'STORE-14',
        names: { en: 'Store 14 – Laval', fr: 'Magasin 14 – Laval' },
        type: 'STORE',
        businessType: 'RETAIL',
        brand: 'ACME_EXPRESS',
        parent: 'CA-QC',
        address: { line1: '3035 Le Carrefour Blvd.', city: 'Laval', province: 'QC', postalCode: 'H7T 1C8' },
      },
      {
        code: 'STORE-31',
        names: { en: 'Store 31 – Toronto Queen Street', fr: 'Magasin 31 – Toronto, rue Queen' },
        type: 'STORE',
        businessType: 'RETAIL',
        brand: 'ACME',
        parent: 'CA-ON',
        address: { line1: '220 Queen St. W.', city: 'Toronto', province: 'ON', postalCode: 'M5V 1Z6' },
      },
      {
        code: 'STORE-09',
        names: { en: 'Store 9 – Québec City (closed)', fr: 'Magasin 9 – Québec (fermé)' },
        type: 'STORE',
        businessType: 'RETAIL',
        brand: 'ACME',
        parent: 'CA-QC',
        status: 'INACTIVE',
      },
      {
        code: 'DC-MISSISSAUGA',
        names: { en: 'Mississauga Distribution Centre', fr: 'Centre de distribution de Mississauga' },
        type: 'DISTRIBUTION_CENTRE',
        businessType: 'DISTRIBUTION',
        brand: 'ACME_LOGISTICS',
        parent: 'CA-ON',
        address: { line1: '6800 Maritz Dr.', city: 'Mississauga', province: 'ON', postalCode: 'L5W 1W2' },
      },
      {
        code: 'HQ-MONTREAL',
        names: { en: 'Head office – Montréal', fr: 'Siège social – Montréal' },
        type: 'OFFICE',
        parent: 'CA-QC',
        address: { line1: '1000 De La Gauchetière St. W.', city: 'Montréal', province: 'QC', postalCode: 'H3B 4W5' },
      },
    ],
    jobRoles: [
      {
        code: 'SALES_ASSOCIATE',
        names: { en: 'Sales Associate', fr: 'Conseiller aux ventes' },
        businessType: 'RETAIL',
      },
      { code: 'STORE_MANAGER', names: { en: 'Store Manager', fr: 'Directeur de magasin' }, businessType: 'RETAIL' },
      {
        code: 'WAREHOUSE_ASSOCIATE',
        names: { en: 'Warehouse Associate', fr: 'Préposé d’entrepôt' },
        businessType: 'DISTRIBUTION',
      },
      {
        code: 'SHIPPING_SUPERVISOR',
        names: { en: 'Shipping Supervisor', fr: 'Superviseur de l’expédition' },
        businessType: 'DISTRIBUTION',
      },
      {
        code: 'LEARNING_ADMIN',
        names: { en: 'Learning Administrator', fr: 'Administrateur de la formation' },
        businessType: null,
      },
    ],
    jobDesignations: [
      { code: 'EMPLOYEE', names: { en: 'Employee', fr: 'Employé' } },
      { code: 'SUPERVISOR', names: { en: 'Supervisor', fr: 'Superviseur' } },
      { code: 'MANAGER', names: { en: 'Manager', fr: 'Gestionnaire' } },
      { code: 'DIRECTOR', names: { en: 'Director', fr: 'Directeur' } },
    ],
    tags: [
      { tag: 'sales', names: { en: 'Sales', fr: 'Ventes' } },
      { tag: 'management', names: { en: 'Management', fr: 'Gestion' } },
      { tag: 'store-12', names: { en: 'Store 12', fr: 'Magasin 12' } },
      { tag: 'head-office', names: { en: 'Head office', fr: 'Siège social' } },
      { tag: 'new-hire', names: { en: 'New hire', fr: 'Nouvel employé' } },
      { tag: 'brand-acme', names: { en: 'Acme brand', fr: 'Marque Acme' } },
      { tag: 'brand-acme-express', names: { en: 'Acme Express brand', fr: 'Marque Acme Express' } },
    ],
    urlTags: [
      { pattern: 'localhost', tag: 'brand-acme' },
      { pattern: 'acme.localhost', tag: 'brand-acme' },
      { pattern: 'acme.localhost/express', tag: 'brand-acme-express' },
      { pattern: '*.acme.example', tag: 'brand-acme' },
      { pattern: 'express.acme.example', tag: 'brand-acme-express' },
    ],
    competencies: [
      {
        code: 'CUSTOMER_SERVICE',
        names: { en: 'Customer service', fr: 'Service à la clientèle' },
        children: [
          { code: 'ACTIVE_LISTENING', names: { en: 'Active listening', fr: 'Écoute active' } },
          { code: 'COMPLAINT_HANDLING', names: { en: 'Handling complaints', fr: 'Gestion des plaintes' } },
        ],
      },
      {
        code: 'PRODUCT_KNOWLEDGE',
        names: { en: 'Product knowledge', fr: 'Connaissance des produits' },
        children: [
          { code: 'PRODUCT_FEATURES', names: { en: 'Product features', fr: 'Caractéristiques des produits' } },
          { code: 'MERCHANDISING', names: { en: 'Merchandising', fr: 'Marchandisage' } },
        ],
      },
      {
        code: 'LEADERSHIP',
        names: { en: 'Leadership', fr: 'Leadership' },
        children: [
          { code: 'COACHING', names: { en: 'Coaching', fr: 'Accompagnement' } },
          { code: 'SCHEDULING', names: { en: 'Scheduling', fr: 'Planification des horaires' } },
        ],
      },
    ],
    quotients,
    contacts: [
      {
        names: { en: 'Learning Help Desk', fr: 'Centre d’assistance à la formation' },
        roles: { en: 'Help desk', fr: 'Soutien technique' },
        email: 'learning-help@acme.test',
        phone: '+1 800 555 0101',
      },
      {
        names: { en: 'HR Service Centre', fr: 'Centre de services RH' },
        roles: { en: 'Human resources', fr: 'Ressources humaines' },
        email: 'hr@acme.test',
        phone: '+1 800 555 0102',
      },
    ],
    userLocations: {
      'acme-learner': 'STORE-12',
      'acme-manager': 'STORE-12',
      'acme-newhire': 'STORE-12',
      'acme-admin': 'HQ-MONTREAL',
    },
  },
  boreal: {
    businessTypes: [{ code: 'MANUFACTURING', names: { en: 'Manufacturing', fr: 'Fabrication' } }],
    brands: [{ code: 'BOREAL', name: 'Boréal', businessType: 'MANUFACTURING' }],
    locationTypes: [
      { code: 'USINE', level: 1, names: { en: 'Plant', fr: 'Usine' } },
      { code: 'ATELIER', level: 2, names: { en: 'Workshop', fr: 'Atelier' } },
    ],
    locations: [
      {
        code: 'USINE-QUEBEC',
        names: { en: 'Québec City plant', fr: 'Usine de Québec' },
        type: 'USINE',
        businessType: 'MANUFACTURING',
        brand: 'BOREAL',
        address: { line1: '2500 boul. Jean-Talon', city: 'Québec', province: 'QC', postalCode: 'G1N 4J7' },
      },
      {
        code: 'ATELIER-USINAGE',
        names: { en: 'Machining workshop', fr: 'Atelier d’usinage' },
        type: 'ATELIER',
        businessType: 'MANUFACTURING',
        brand: 'BOREAL',
        parent: 'USINE-QUEBEC',
      },
      {
        code: 'ATELIER-ASSEMBLAGE',
        names: { en: 'Assembly workshop', fr: 'Atelier d’assemblage' },
        type: 'ATELIER',
        businessType: 'MANUFACTURING',
        brand: 'BOREAL',
        parent: 'USINE-QUEBEC',
      },
      {
        code: 'USINE-SAGUENAY',
        names: { en: 'Saguenay plant', fr: 'Usine de Saguenay' },
        type: 'USINE',
        businessType: 'MANUFACTURING',
        brand: 'BOREAL',
        address: { line1: '1955 boul. Talbot', city: 'Saguenay', province: 'QC', postalCode: 'G7H 7Y2' },
      },
      {
        code: 'ATELIER-PEINTURE',
        names: { en: 'Paint shop', fr: 'Atelier de peinture' },
        type: 'ATELIER',
        businessType: 'MANUFACTURING',
        brand: 'BOREAL',
        parent: 'USINE-SAGUENAY',
      },
    ],
    jobRoles: [
      {
        code: 'TECHNICIEN',
        names: { en: 'Maintenance Technician', fr: 'Technicien de maintenance' },
        businessType: 'MANUFACTURING',
      },
      {
        code: 'OPERATEUR',
        names: { en: 'Machine Operator', fr: 'Opérateur de machine' },
        businessType: 'MANUFACTURING',
      },
      {
        code: 'CHEF_ATELIER',
        names: { en: 'Workshop Supervisor', fr: 'Chef d’atelier' },
        businessType: 'MANUFACTURING',
      },
      {
        code: 'RESPONSABLE_FORMATION',
        names: { en: 'Training Manager', fr: 'Responsable de la formation' },
        businessType: null,
      },
    ],
    jobDesignations: [
      { code: 'EMPLOYE', names: { en: 'Employee', fr: 'Employé' } },
      { code: 'CONTREMAITRE', names: { en: 'Foreman', fr: 'Contremaître' } },
      { code: 'CADRE', names: { en: 'Manager', fr: 'Cadre' } },
    ],
    tags: [
      { tag: 'atelier', names: { en: 'Workshop', fr: 'Atelier' } },
      { tag: 'siege-social', names: { en: 'Head office', fr: 'Siège social' } },
      { tag: 'sst', names: { en: 'Health and safety', fr: 'Santé et sécurité du travail' } },
      { tag: 'marque-boreal', names: { en: 'Boréal brand', fr: 'Marque Boréal' } },
    ],
    urlTags: [{ pattern: 'boreal.localhost', tag: 'marque-boreal' }],
    competencies: [
      {
        code: 'SECURITE',
        names: { en: 'Workplace safety', fr: 'Sécurité au travail' },
        children: [
          { code: 'CADENASSAGE', names: { en: 'Lockout', fr: 'Cadenassage' } },
          { code: 'SIMDUT', names: { en: 'WHMIS', fr: 'SIMDUT' } },
        ],
      },
      {
        code: 'MAINTENANCE',
        names: { en: 'Preventive maintenance', fr: 'Maintenance préventive' },
        children: [
          { code: 'LUBRIFICATION', names: { en: 'Lubrication', fr: 'Lubrification' } },
          { code: 'DIAGNOSTIC', names: { en: 'Fault diagnosis', fr: 'Diagnostic de pannes' } },
        ],
      },
    ],
    quotients,
    contacts: [
      {
        names: { en: 'Training Support', fr: 'Soutien à la formation' },
        roles: { en: 'Help desk', fr: 'Centre d’assistance' },
        email: 'formation@boreal.test',
        phone: '+1 418 555 0198',
      },
    ],
    userLocations: {
      'boreal-apprenant': 'ATELIER-USINAGE',
      'boreal-admin': 'USINE-QUEBEC',
    },
  },
};

/**
 * Inserts a demo tenant's reference data and puts its users at their locations. Runs inside the
 * seed's transaction, after the tenant's users exist.
 */
export async function insertDemoReferenceData(
  trx: Transaction<Database>,
  tenant: TDemoTenant,
  now: string,
): Promise<void> {
  const data = DEMO_REFERENCE_DATA[tenant.code];
  if (!data) {
    return;
  }
  const tenantCode = tenant.code;
  const named = (names: TNames) => ({ name_en: names.en, name_fr: names.fr });
  const coded = (row: { code: string; names: TNames }) => ({ code: row.code, ...named(row.names) });
  // The rows of a reference list: the tenant's, in the order the demo lists them.
  const listed = <R, V extends object>(rows: readonly R[], build: (row: R) => V) =>
    rows.map((row, position) => ({ tenant_code: tenantCode, ...build(row), position }));

  await trx.insertInto('business_types').values(listed(data.businessTypes, coded)).execute();
  await trx
    .insertInto('brands')
    .values(listed(data.brands, (row) => ({ code: row.code, name: row.name, business_type_code: row.businessType })))
    .execute();
  await trx
    .insertInto('location_types')
    .values(listed(data.locationTypes, (row) => ({ ...coded(row), level: row.level })))
    .execute();

  const levels = new Map(data.locationTypes.map((type) => [type.code, type.level]));
  const locationIds = new Map<string, number>();
  for (const location of data.locations) {
    const row = await trx
      .insertInto('locations')
      .values({
        tenant_code: tenantCode,
        code: location.code,
        ...named(location.names),
        level: levels.get(location.type) ?? 1,
        location_type_code: location.type,
        business_type_code: location.businessType ?? null,
        brand_code: location.brand ?? null,
        parent_location_id: location.parent ? (locationIds.get(location.parent) ?? null) : null,
        address_line1: location.address?.line1 ?? null,
        address_line2: null,
        city: location.address?.city ?? null,
        province: location.address?.province ?? null,
        postal_code: location.address?.postalCode ?? null,
        country_code: 'CA',
        status: location.status ?? 'ACTIVE',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    locationIds.set(location.code, row.id);
  }

  await trx
    .insertInto('job_roles')
    .values(listed(data.jobRoles, (row) => ({ ...coded(row), business_type_code: row.businessType })))
    .execute();
  await trx.insertInto('job_designations').values(listed(data.jobDesignations, coded)).execute();
  await trx
    .insertInto('tenant_tags')
    .values(listed(data.tags, (row) => ({ tag: row.tag, ...named(row.names) })))
    .execute();
  await trx
    .insertInto('tenant_url_tags')
    .values(data.urlTags.map((row) => ({ tenant_code: tenantCode, url_pattern: row.pattern, tag: row.tag })))
    .execute();

  const insertCompetency = (competency: { code: string; names: TNames }, parentId: number | null, position: number) =>
    trx
      .insertInto('competencies')
      .values({ tenant_code: tenantCode, ...coded(competency), parent_id: parentId, position })
      .returning('id')
      .executeTakeFirstOrThrow();
  for (const [position, competency] of data.competencies.entries()) {
    const parent = await insertCompetency(competency, null, position);
    for (const [childPosition, child] of (competency.children ?? []).entries()) {
      await insertCompetency(child, parent.id, childPosition);
    }
  }

  await trx
    .insertInto('ref_quotients')
    .values(listed(data.quotients, (row) => ({ ...coded(row), min_score: row.min, max_score: row.max })))
    .execute();
  await trx
    .insertInto('tenant_contacts')
    .values(
      listed(data.contacts, (row) => ({
        ...named(row.names),
        role_en: row.roles.en,
        role_fr: row.roles.fr,
        email: row.email,
        phone: row.phone,
      })),
    )
    .execute();

  for (const [userCode, locationCode] of Object.entries(data.userLocations)) {
    await trx
      .updateTable('users')
      .set({ location_id: locationIds.get(locationCode) ?? null })
      .where('tenant_code', '=', tenantCode)
      .where('user_code', '=', userCode)
      .execute();
  }
}
