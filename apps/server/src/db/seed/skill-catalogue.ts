/*
 * The demo competency frameworks (issue 17): per demo tenant, parents and their children in en and
 * fr-CA with ESCO-style descriptions, the tenant's own scale (boreal; acme keeps the default one),
 * target levels per job role, and tags naming resources and learning paths by their English title.
 * Codes the reference data already seeds (seed-reference-data.ts) are kept and described here.
 */

export type TBilingual = { en: string; fr: string };

export type TDemoSkill = { code: string; names: TBilingual; description: TBilingual; altLabels?: TBilingual };
export type TDemoSkillParent = TDemoSkill & { children: TDemoSkill[] };

/** A resource or learning path, found by its English title, teaching a competency up to a level. */
export type TDemoTag = { kind: 'RESOURCE' | 'PATH'; titleEn: string; competency: string; level: number };

export type TDemoSkillFramework = {
  parents: TDemoSkillParent[];
  /** Null: the default scale (DEFAULT_PROFICIENCY_SCALE). */
  scale: { names: TBilingual; description: TBilingual }[] | null;
  /** Per job role: competency code -> target level. */
  targets: Record<string, Record<string, number>>;
  tags: TDemoTag[];
};

const skill = (code: string, en: string, fr: string, descriptionEn: string, descriptionFr: string): TDemoSkill => ({
  code,
  names: { en, fr },
  description: { en: descriptionEn, fr: descriptionFr },
});

const ACME: TDemoSkillFramework = {
  parents: [
    {
      ...skill(
        'CUSTOMER_SERVICE',
        'Customer service',
        'Service à la clientèle',
        'Serving every customer well, from the first hello to after the sale.',
        'Bien servir chaque client, du premier bonjour à l’après-vente.',
      ),
      children: [
        {
          ...skill(
            'ACTIVE_LISTENING',
            'Active listening',
            'Écoute active',
            'Hears what the customer needs, asks open questions and restates it before answering.',
            'Saisit le besoin du client, pose des questions ouvertes et le reformule avant de répondre.',
          ),
          altLabels: { en: 'listening skills\nattentive listening', fr: 'écoute attentive' },
        },
        skill(
          'COMPLAINT_HANDLING',
          'Handling complaints',
          'Gestion des plaintes',
          'Calms a difficult situation, finds a fair solution and keeps the customer.',
          'Désamorce une situation difficile, trouve une solution juste et garde le client.',
        ),
        skill(
          'CUSTOMER_GREETING',
          'Welcoming customers',
          'Accueil des clients',
          'Greets every customer within moments and makes them feel expected.',
          'Accueille chaque client en quelques instants et lui donne le sentiment d’être attendu.',
        ),
        skill(
          'ACCESSIBLE_SERVICE',
          'Accessible service',
          'Service accessible',
          'Adapts service to customers with disabilities, with respect and without assumptions.',
          'Adapte le service aux clients en situation de handicap, avec respect et sans présumer.',
        ),
      ],
    },
    {
      ...skill(
        'SALES',
        'Selling',
        'Vente',
        'Turning a customer’s need into the right purchase.',
        'Transformer le besoin d’un client en un achat adapté.',
      ),
      children: [
        {
          ...skill(
            'CONSULTATIVE_SELLING',
            'Consultative selling',
            'Vente-conseil',
            'Recommends products from what the customer said, not from what is on promotion.',
            'Recommande des produits selon ce que le client a dit, et non selon les promotions.',
          ),
          altLabels: { en: 'needs-based selling', fr: 'vente axée sur les besoins' },
        },
        skill(
          'UPSELLING',
          'Add-on sales',
          'Ventes additionnelles',
          'Suggests accessories and services that genuinely complete the purchase.',
          'Suggère les accessoires et services qui complètent vraiment l’achat.',
        ),
        skill(
          'LOYALTY_PROGRAM',
          'Loyalty programme',
          'Programme de fidélité',
          'Explains Acme Rewards clearly and enrols customers who want it.',
          'Explique clairement Acme Récompenses et inscrit les clients intéressés.',
        ),
        skill(
          'OMNICHANNEL',
          'Online orders and pickup',
          'Commandes en ligne et ramassage',
          'Handles buy-online-pick-up-in-store orders, returns and questions about them.',
          'Traite les commandes en ligne ramassées en magasin, leurs retours et les questions.',
        ),
      ],
    },
    {
      ...skill(
        'PRODUCT_KNOWLEDGE',
        'Product knowledge',
        'Connaissance des produits',
        'Knowing what we sell and how it is shown.',
        'Connaître ce que nous vendons et comment le présenter.',
      ),
      children: [
        skill(
          'PRODUCT_FEATURES',
          'Product features',
          'Caractéristiques des produits',
          'Knows the features of the current collection and compares products accurately.',
          'Connaît les caractéristiques de la collection et compare les produits avec justesse.',
        ),
        skill(
          'MERCHANDISING',
          'Merchandising',
          'Marchandisage',
          'Sets up displays that follow the planogram and sell.',
          'Monte des présentoirs conformes au planogramme et qui font vendre.',
        ),
        skill(
          'INVENTORY_COUNTS',
          'Inventory counts',
          'Décomptes d’inventaire',
          'Counts, receives and transfers stock accurately with the inventory app.',
          'Compte, reçoit et transfère la marchandise avec exactitude dans l’application d’inventaire.',
        ),
      ],
    },
    {
      ...skill(
        'STORE_OPERATIONS',
        'Store operations',
        'Opérations du magasin',
        'Running a safe, orderly store every day.',
        'Faire fonctionner chaque jour un magasin sûr et ordonné.',
      ),
      children: [
        skill(
          'POINT_OF_SALE',
          'Point of sale',
          'Point de vente',
          'Rings up sales, returns and exchanges on the point of sale without errors.',
          'Enregistre ventes, retours et échanges au point de vente sans erreur.',
        ),
        skill(
          'WORKPLACE_SAFETY',
          'Workplace safety',
          'Sécurité au travail',
          'Lifts safely, reports hazards and knows the evacuation procedure.',
          'Soulève de façon sécuritaire, signale les dangers et connaît la procédure d’évacuation.',
        ),
        skill(
          'DATA_PRIVACY',
          'Customer data privacy',
          'Protection des renseignements des clients',
          'Handles customers’ personal information as the privacy rules require.',
          'Traite les renseignements personnels des clients selon les règles de confidentialité.',
        ),
      ],
    },
    {
      ...skill(
        'LEADERSHIP',
        'Leadership',
        'Leadership',
        'Bringing out the best in a team.',
        'Faire ressortir le meilleur d’une équipe.',
      ),
      children: [
        skill(
          'COACHING',
          'Coaching',
          'Accompagnement',
          'Holds regular one-on-ones that help people grow, with clear next steps.',
          'Tient des rencontres individuelles régulières qui font progresser, avec des prochaines étapes claires.',
        ),
        skill(
          'SCHEDULING',
          'Scheduling',
          'Planification des horaires',
          'Builds schedules that cover the traffic, respect availability and the budget.',
          'Bâtit des horaires qui couvrent l’achalandage et respectent les disponibilités et le budget.',
        ),
        skill(
          'FEEDBACK',
          'Giving feedback',
          'Donner de la rétroaction',
          'Gives specific, timely and kind feedback, and asks for it.',
          'Donne une rétroaction précise, rapide et bienveillante, et en demande.',
        ),
        skill(
          'DELEGATION',
          'Delegation',
          'Délégation',
          'Hands over tasks and decisions while staying accountable for the result.',
          'Confie tâches et décisions tout en restant responsable du résultat.',
        ),
        skill(
          'LEADING_CHANGE',
          'Leading change',
          'Conduite du changement',
          'Helps the team understand and adopt a change.',
          'Aide l’équipe à comprendre et à adopter un changement.',
        ),
      ],
    },
  ],
  scale: null,
  targets: {
    SALES_ASSOCIATE: {
      ACTIVE_LISTENING: 3,
      COMPLAINT_HANDLING: 3,
      CUSTOMER_GREETING: 4,
      ACCESSIBLE_SERVICE: 3,
      CONSULTATIVE_SELLING: 3,
      UPSELLING: 3,
      PRODUCT_FEATURES: 3,
      POINT_OF_SALE: 3,
      WORKPLACE_SAFETY: 2,
    },
    STORE_MANAGER: {
      COMPLAINT_HANDLING: 4,
      MERCHANDISING: 3,
      COACHING: 4,
      SCHEDULING: 4,
      FEEDBACK: 4,
      DELEGATION: 3,
      LEADING_CHANGE: 3,
      WORKPLACE_SAFETY: 3,
      DATA_PRIVACY: 3,
    },
    WAREHOUSE_ASSOCIATE: { INVENTORY_COUNTS: 3, WORKPLACE_SAFETY: 4, OMNICHANNEL: 2 },
    SHIPPING_SUPERVISOR: { INVENTORY_COUNTS: 4, WORKPLACE_SAFETY: 4, SCHEDULING: 3, COACHING: 3, FEEDBACK: 3 },
    LEARNING_ADMIN: { COACHING: 3, FEEDBACK: 3, LEADING_CHANGE: 4, DATA_PRIVACY: 3 },
  },
  tags: [
    { kind: 'RESOURCE', titleEn: 'Welcoming every customer', competency: 'CUSTOMER_GREETING', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Serving customers with disabilities', competency: 'ACCESSIBLE_SERVICE', level: 3 },
    { kind: 'RESOURCE', titleEn: 'The customer’s voice', competency: 'ACTIVE_LISTENING', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Handling difficult customers', competency: 'COMPLAINT_HANDLING', level: 3 },
    { kind: 'RESOURCE', titleEn: 'De-escalation in five steps', competency: 'COMPLAINT_HANDLING', level: 4 },
    { kind: 'RESOURCE', titleEn: 'Turning complaints into loyalty', competency: 'COMPLAINT_HANDLING', level: 4 },
    { kind: 'RESOURCE', titleEn: 'Acme Rewards: explaining the program', competency: 'LOYALTY_PROGRAM', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Buy online, pick up in store', competency: 'OMNICHANNEL', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Product knowledge: spring collection', competency: 'PRODUCT_FEATURES', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Product knowledge: spring collection', competency: 'CONSULTATIVE_SELLING', level: 2 },
    { kind: 'RESOURCE', titleEn: 'Visual merchandising basics', competency: 'MERCHANDISING', level: 2 },
    { kind: 'RESOURCE', titleEn: 'Inventory app: counts and transfers', competency: 'INVENTORY_COUNTS', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Getting started with the new point of sale', competency: 'POINT_OF_SALE', level: 2 },
    { kind: 'RESOURCE', titleEn: 'Returns and exchanges policy', competency: 'POINT_OF_SALE', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Safe lifting and handling', competency: 'WORKPLACE_SAFETY', level: 2 },
    { kind: 'RESOURCE', titleEn: 'Reporting hazards and near misses', competency: 'WORKPLACE_SAFETY', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Responding to a privacy incident', competency: 'DATA_PRIVACY', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Coaching conversations that work', competency: 'COACHING', level: 4 },
    { kind: 'RESOURCE', titleEn: 'Giving feedback that lands', competency: 'FEEDBACK', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Delegating without letting go', competency: 'DELEGATION', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Leading through change', competency: 'LEADING_CHANGE', level: 3 },
    { kind: 'PATH', titleEn: 'Sales Associate: core path', competency: 'CUSTOMER_GREETING', level: 2 },
    { kind: 'PATH', titleEn: 'Sales Associate: core path', competency: 'PRODUCT_FEATURES', level: 2 },
    { kind: 'PATH', titleEn: 'Store Manager: core path', competency: 'COACHING', level: 3 },
    { kind: 'PATH', titleEn: 'Store Manager: core path', competency: 'SCHEDULING', level: 3 },
  ],
};

const BOREAL: TDemoSkillFramework = {
  parents: [
    {
      ...skill(
        'SECURITE',
        'Workplace safety',
        'Sécurité au travail',
        'Working without harm to oneself or others.',
        'Travailler sans danger pour soi et pour les autres.',
      ),
      children: [
        skill(
          'CADENASSAGE',
          'Lockout',
          'Cadenassage',
          'Isolates every energy source before working on a machine, following the lockout sheet.',
          'Isole chaque source d’énergie avant d’intervenir sur une machine, selon la fiche de cadenassage.',
        ),
        skill(
          'SIMDUT',
          'WHMIS',
          'SIMDUT',
          'Reads labels and safety data sheets and stores hazardous products correctly.',
          'Lit les étiquettes et les fiches de données de sécurité et entrepose correctement les produits dangereux.',
        ),
        skill(
          'EPI',
          'Protective equipment',
          'Équipements de protection',
          'Chooses, inspects and wears the protective equipment each area requires.',
          'Choisit, inspecte et porte les équipements de protection exigés dans chaque zone.',
        ),
        skill(
          'ESPACE_CLOS',
          'Confined spaces',
          'Espaces clos',
          'Enters a confined space only with a permit, a gas test and a rescue plan.',
          'N’entre dans un espace clos qu’avec un permis, une mesure des gaz et un plan de sauvetage.',
        ),
      ],
    },
    {
      ...skill(
        'MAINTENANCE',
        'Preventive maintenance',
        'Maintenance préventive',
        'Keeping equipment running before it breaks.',
        'Garder l’équipement en marche avant qu’il ne brise.',
      ),
      children: [
        skill(
          'LUBRIFICATION',
          'Lubrication',
          'Lubrification',
          'Applies the right lubricant, in the right amount, at the right interval.',
          'Applique le bon lubrifiant, en bonne quantité, au bon intervalle.',
        ),
        skill(
          'DIAGNOSTIC',
          'Fault diagnosis',
          'Diagnostic de pannes',
          'Finds the cause of a breakdown methodically, from symptoms to the faulty part.',
          'Trouve méthodiquement la cause d’une panne, des symptômes à la pièce fautive.',
        ),
        skill(
          'ALIGNEMENT',
          'Shaft alignment',
          'Alignement des arbres',
          'Aligns motor and pump shafts with a laser tool within tolerance.',
          'Aligne les arbres de moteurs et de pompes à l’outil laser, dans les tolérances.',
        ),
        skill(
          'ELECTRICITE',
          'Electrical troubleshooting',
          'Dépannage électrique',
          'Troubleshoots motors and controls safely, following CSA Z462.',
          'Dépanne moteurs et commandes en sécurité, selon la norme CSA Z462.',
        ),
      ],
    },
    {
      ...skill(
        'PRODUCTION',
        'Production',
        'Production',
        'Producing right the first time, a little better every day.',
        'Produire bien du premier coup, un peu mieux chaque jour.',
      ),
      children: [
        skill(
          'CINQ_S',
          '5S',
          '5S',
          'Keeps the work area sorted, set in order and clean, and sustains it.',
          'Garde le poste trié, rangé et propre, et le maintient ainsi.',
        ),
        skill(
          'SMED',
          'Quick changeovers',
          'Changements rapides',
          'Prepares and carries out a changeover with the SMED method.',
          'Prépare et réalise un changement de série selon la méthode SMED.',
        ),
        skill(
          'QUALITE',
          'Quality',
          'Qualité',
          'Applies the ISO 9001 procedures and reports every non-conformity.',
          'Applique les procédures ISO 9001 et signale toute non-conformité.',
        ),
        skill(
          'KAIZEN',
          'Continuous improvement',
          'Amélioration continue',
          'Proposes improvements and takes part in kaizen events.',
          'Propose des améliorations et participe aux ateliers kaizen.',
        ),
      ],
    },
    {
      ...skill(
        'ENCADREMENT',
        'Supervision',
        'Encadrement',
        'Leading a workshop team safely and fairly.',
        'Diriger une équipe d’atelier avec sécurité et équité.',
      ),
      children: [
        skill(
          'CAUSERIE',
          'Safety talks',
          'Causeries sécurité',
          'Runs a short, lively safety talk at the start of a shift.',
          'Anime une courte causerie sécurité vivante en début de quart.',
        ),
        skill(
          'RELEVE',
          'Shift handover',
          'Relève de quart',
          'Hands over a shift with the status, the risks and the work in progress.',
          'Transmet un quart avec l’état, les risques et les travaux en cours.',
        ),
        skill(
          'CONFLITS',
          'Managing conflict',
          'Gestion des conflits',
          'Deals with tension in the team early and fairly.',
          'Traite tôt et équitablement les tensions dans l’équipe.',
        ),
        skill(
          'DELEGUER',
          'Delegation',
          'Délégation',
          'Gives tasks to the right person with the means to succeed.',
          'Confie les tâches à la bonne personne avec les moyens de réussir.',
        ),
      ],
    },
  ],
  scale: [
    {
      names: { en: 'Awareness', fr: 'Initié' },
      description: { en: 'Knows the rules and asks for help', fr: 'Connaît les règles et demande de l’aide' },
    },
    {
      names: { en: 'Functional', fr: 'Fonctionnel' },
      description: {
        en: 'Does the usual tasks under supervision',
        fr: 'Réalise les tâches courantes sous supervision',
      },
    },
    {
      names: { en: 'Independent', fr: 'Autonome' },
      description: {
        en: 'Does the job alone, safely and well',
        fr: 'Fait le travail seul, en sécurité et avec qualité',
      },
    },
    {
      names: { en: 'Reference', fr: 'Référence' },
      description: { en: 'Trains others and improves the method', fr: 'Forme les autres et améliore la méthode' },
    },
  ],
  targets: {
    TECHNICIEN: { CADENASSAGE: 4, SIMDUT: 3, EPI: 3, LUBRIFICATION: 3, DIAGNOSTIC: 3, ALIGNEMENT: 3, ELECTRICITE: 3 },
    OPERATEUR: { CADENASSAGE: 3, EPI: 3, CINQ_S: 3, SMED: 2, QUALITE: 3, KAIZEN: 2 },
    CHEF_ATELIER: {
      CADENASSAGE: 4,
      ESPACE_CLOS: 3,
      QUALITE: 3,
      KAIZEN: 3,
      CAUSERIE: 4,
      RELEVE: 4,
      CONFLITS: 3,
      DELEGUER: 3,
    },
    RESPONSABLE_FORMATION: { CAUSERIE: 3, CONFLITS: 3, DELEGUER: 3, QUALITE: 2 },
  },
  tags: [
    { kind: 'RESOURCE', titleEn: 'Lockout: the step-by-step procedure', competency: 'CADENASSAGE', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Five common lockout mistakes', competency: 'CADENASSAGE', level: 4 },
    { kind: 'RESOURCE', titleEn: 'Personal protective equipment by area', competency: 'EPI', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Working in confined spaces', competency: 'ESPACE_CLOS', level: 2 },
    { kind: 'RESOURCE', titleEn: 'Confined space rescue planning', competency: 'ESPACE_CLOS', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Lubrication best practices', competency: 'LUBRIFICATION', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Bearing diagnostics', competency: 'DIAGNOSTIC', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Laser shaft alignment', competency: 'ALIGNEMENT', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Troubleshooting electric motors', competency: 'ELECTRICITE', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Electrical safety and CSA Z462', competency: 'ELECTRICITE', level: 2 },
    { kind: 'RESOURCE', titleEn: '5S in the workshop', competency: 'CINQ_S', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Reducing changeover times (SMED)', competency: 'SMED', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Reporting a non-conformity', competency: 'QUALITE', level: 2 },
    { kind: 'RESOURCE', titleEn: 'Running a kaizen event', competency: 'KAIZEN', level: 4 },
    { kind: 'RESOURCE', titleEn: 'Running a safety talk', competency: 'CAUSERIE', level: 3 },
    { kind: 'RESOURCE', titleEn: 'A good shift handover', competency: 'RELEVE', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Managing conflict in the team', competency: 'CONFLITS', level: 3 },
    { kind: 'RESOURCE', titleEn: 'Delegating effectively', competency: 'DELEGUER', level: 3 },
    { kind: 'PATH', titleEn: 'Maintenance Technician: core path', competency: 'CADENASSAGE', level: 2 },
    { kind: 'PATH', titleEn: 'Maintenance Technician: core path', competency: 'LUBRIFICATION', level: 2 },
  ],
};

export const DEMO_SKILL_FRAMEWORKS: Record<string, TDemoSkillFramework> = { acme: ACME, boreal: BOREAL };

/** The acme self-assessment: one RATING question per competency, for the sales job role. */
export const DEMO_SKILL_SET = {
  tenantCode: 'acme',
  title: { en: 'Skills self-assessment', fr: 'Autoévaluation des compétences' },
  description: {
    en: 'Rate yourself on the skills your role needs. There are no wrong answers: your profile and recommendations start from here.',
    fr: 'Évaluez-vous sur les compétences que votre rôle exige. Il n’y a pas de mauvaise réponse : votre profil et vos recommandations partent d’ici.',
  },
  bankTitle: { en: 'Sales floor skills', fr: 'Compétences de la surface de vente' },
  jobRoleCode: 'SALES_ASSOCIATE',
  validityDays: 180,
  competencies: [
    'ACTIVE_LISTENING',
    'COMPLAINT_HANDLING',
    'CUSTOMER_GREETING',
    'ACCESSIBLE_SERVICE',
    'CONSULTATIVE_SELLING',
    'UPSELLING',
    'PRODUCT_FEATURES',
    'POINT_OF_SALE',
  ],
} as const;

/**
 * Demo ratings of acme's sales team (levels on the default five-level scale), days ago. Sam's self
 * ratings are high where a test says less (complaints); Riley's are low where the manager has seen
 * more (add-on sales): the calibration view has disagreements to show.
 */
export type TDemoRating = {
  userCode: string;
  competency: string;
  source: 'SELF' | 'MANAGER' | 'TEST';
  level: number;
  daysAgo: number;
  raterUserCode: string | null;
  reason?: string;
};

const self = (userCode: string, daysAgo: number, levels: Record<string, number>): TDemoRating[] =>
  Object.entries(levels).map(([competency, level]) => ({
    userCode,
    competency,
    source: 'SELF',
    level,
    daysAgo,
    raterUserCode: userCode,
  }));

export const DEMO_RATINGS: readonly TDemoRating[] = [
  ...self('acme-sam', 240, { ACTIVE_LISTENING: 3, COMPLAINT_HANDLING: 4, CUSTOMER_GREETING: 4, UPSELLING: 4 }),
  ...self('acme-sam', 30, {
    ACTIVE_LISTENING: 4,
    COMPLAINT_HANDLING: 5,
    CUSTOMER_GREETING: 5,
    ACCESSIBLE_SERVICE: 3,
    CONSULTATIVE_SELLING: 4,
    UPSELLING: 5,
    PRODUCT_FEATURES: 4,
    POINT_OF_SALE: 4,
  }),
  {
    userCode: 'acme-sam',
    competency: 'COMPLAINT_HANDLING',
    source: 'TEST',
    level: 2,
    daysAgo: 20,
    raterUserCode: null,
  },
  ...self('acme-riley', 120, {
    ACTIVE_LISTENING: 2,
    COMPLAINT_HANDLING: 1,
    CUSTOMER_GREETING: 3,
    ACCESSIBLE_SERVICE: 2,
    CONSULTATIVE_SELLING: 2,
    UPSELLING: 1,
    PRODUCT_FEATURES: 3,
    POINT_OF_SALE: 3,
  }),
  ...self('acme-riley', 10, { COMPLAINT_HANDLING: 2, UPSELLING: 2 }),
  {
    userCode: 'acme-riley',
    competency: 'UPSELLING',
    source: 'MANAGER',
    level: 4,
    daysAgo: 5,
    raterUserCode: 'acme-manager',
    reason: 'Best add-on sales of the store last month.',
  },
];
