import type { TQuestionContentInput, TQuestionKind } from '@portal/contracts';

/*
 * The demo's assessment content (issue 16): two banks of corporate-training questions in en and
 * fr-CA covering the five kinds, with feedback. Written once, the same for every demo tenant.
 */

type TText = readonly [en: string, fr: string];
/** An option: its text, whether it is correct, and the feedback shown when chosen (optional). */
type TOption = readonly [en: string, fr: string, isCorrect?: boolean, feedback?: TText];

const text = ([en, fr]: TText) => ({ en, 'fr-CA': fr });

function choice(kind: TQuestionKind, stem: TText, options: readonly TOption[], feedback: TText): TQuestionContentInput {
  return {
    kind,
    stem: text(stem),
    options: options.map(([en, fr, isCorrect, optionFeedback], index) => ({
      id: String.fromCharCode(97 + index),
      text: { en, 'fr-CA': fr },
      isCorrect: isCorrect ?? false,
      ...(optionFeedback ? { feedback: text(optionFeedback) } : {}),
    })),
    feedback: text(feedback),
  };
}

const single = (stem: TText, options: readonly TOption[], feedback: TText) =>
  choice('SINGLE_CHOICE', stem, options, feedback);
const multiple = (stem: TText, options: readonly TOption[], feedback: TText) =>
  choice('MULTIPLE_CHOICE', stem, options, feedback);

function trueFalse(stem: TText, isTrue: boolean, feedback: TText): TQuestionContentInput {
  return {
    kind: 'TRUE_FALSE',
    stem: text(stem),
    options: [
      { id: 'true', text: { en: 'True', 'fr-CA': 'Vrai' }, isCorrect: isTrue },
      { id: 'false', text: { en: 'False', 'fr-CA': 'Faux' }, isCorrect: !isTrue },
    ],
    feedback: text(feedback),
  };
}

function shortAnswer(stem: TText, acceptedAnswers: readonly string[], feedback: TText): TQuestionContentInput {
  return { kind: 'SHORT_ANSWER', stem: text(stem), acceptedAnswers: [...acceptedAnswers], feedback: text(feedback) };
}

/** Steps in their correct order. */
function ordering(stem: TText, steps: readonly TText[], feedback: TText): TQuestionContentInput {
  return {
    kind: 'ORDERING',
    stem: text(stem),
    options: steps.map((step, index) => ({ id: `s${index + 1}`, text: text(step) })),
    feedback: text(feedback),
  };
}

export type TDemoBank = {
  key: 'safety' | 'service';
  title: TText;
  description: TText;
  questions: TQuestionContentInput[];
};

export const SAFETY_BANK: TDemoBank = {
  key: 'safety',
  title: ['Store safety', 'Sécurité en magasin'],
  description: [
    'Everyday safety on the shop floor, in the stockroom and in an emergency.',
    'La sécurité au quotidien en surface de vente, en réserve et en cas d’urgence.',
  ],
  questions: [
    single(
      [
        'You see a spill in an aisle. What do you do first?',
        'Vous voyez un déversement dans une allée. Que faites-vous d’abord ?',
      ],
      [
        ['Guard the spot and warn people nearby', 'Surveiller l’endroit et avertir les gens autour', true],
        [
          'Go and look for a mop',
          'Aller chercher une vadrouille',
          false,
          ['Someone could slip while you are away.', 'Quelqu’un pourrait glisser pendant votre absence.'],
        ],
        ['Tell a colleague at the end of your shift', 'Le dire à un collègue à la fin de votre quart', false],
        [
          'Cover it with cardboard',
          'Le couvrir de carton',
          false,
          ['Cardboard gets slippery too.', 'Le carton devient glissant lui aussi.'],
        ],
      ],
      [
        'Never leave a spill unguarded: stay, warn, then get help.',
        'Ne laissez jamais un déversement sans surveillance : restez, avertissez, puis demandez de l’aide.',
      ],
    ),
    single(
      [
        'What is the safest way to lift a heavy box?',
        'Quelle est la façon la plus sûre de soulever une boîte lourde ?',
      ],
      [
        ['Bend your knees and keep your back straight', 'Plier les genoux en gardant le dos droit', true],
        [
          'Bend at the waist with straight legs',
          'Se pencher à la taille, jambes tendues',
          false,
          ['This puts the load on your lower back.', 'Cela fait porter la charge sur le bas du dos.'],
        ],
        ['Twist while lifting to save time', 'Pivoter en soulevant pour gagner du temps', false],
      ],
      [
        'Lift with your legs, keep the load close, and never twist.',
        'Soulevez avec les jambes, gardez la charge près du corps et ne pivotez jamais.',
      ],
    ),
    single(
      [
        'Which extinguisher class is used on electrical fires in Canada?',
        'Quelle classe d’extincteur utilise-t-on sur un feu électrique au Canada ?',
      ],
      [
        ['Class A', 'Classe A', false],
        ['Class B', 'Classe B', false],
        ['Class C', 'Classe C', true],
        [
          'Class K',
          'Classe K',
          false,
          ['Class K is for kitchen oils and fats.', 'La classe K vise les huiles et graisses de cuisson.'],
        ],
      ],
      [
        'Class C extinguishers do not conduct electricity.',
        'Les extincteurs de classe C ne conduisent pas l’électricité.',
      ],
    ),
    single(
      [
        'How far from the ceiling must stock be kept under sprinkler heads?',
        'À quelle distance du plafond doit-on garder la marchandise sous les gicleurs ?',
      ],
      [
        ['At least 45 cm (18 in)', 'Au moins 45 cm (18 po)', true],
        ['10 cm is enough', '10 cm suffisent', false],
        ['It can touch the sprinkler', 'Elle peut toucher le gicleur', false],
      ],
      [
        'Sprinklers need room to spray: keep 45 cm clear.',
        'Les gicleurs ont besoin d’espace : gardez 45 cm de dégagement.',
      ],
    ),
    single(
      ['Who may operate the store’s pallet jack?', 'Qui peut utiliser le transpalette du magasin ?'],
      [
        ['Only staff trained and authorised on it', 'Seulement le personnel formé et autorisé', true],
        ['Anyone who has seen it used', 'Toute personne qui l’a vu utiliser', false],
        ['Any staff member over 18', 'Tout employé de plus de 18 ans', false],
      ],
      [
        'Powered equipment needs training first, every time.',
        'L’équipement motorisé exige toujours une formation préalable.',
      ],
    ),
    single(
      [
        'A fire door is propped open with a box. What should you do?',
        'Une porte coupe-feu est maintenue ouverte par une boîte. Que faites-vous ?',
      ],
      [
        ['Remove the box and let the door close', 'Retirer la boîte et laisser la porte se fermer', true],
        ['Leave it: it helps with deliveries', 'La laisser : c’est pratique pour les livraisons', false],
        ['Put a sign on the box', 'Mettre une affiche sur la boîte', false],
      ],
      [
        'Fire doors slow smoke and fire only when closed.',
        'Les portes coupe-feu ne ralentissent la fumée et le feu que fermées.',
      ],
    ),
    multiple(
      ['Which of these must stay clear at all times?', 'Lesquels doivent rester dégagés en tout temps ?'],
      [
        ['Emergency exits', 'Les sorties de secours', true],
        ['Fire extinguishers', 'Les extincteurs', true],
        ['Electrical panels', 'Les panneaux électriques', true],
        ['The staff room table', 'La table de la salle du personnel', false],
      ],
      [
        'Exits, extinguishers and panels must be reachable in seconds.',
        'Sorties, extincteurs et panneaux doivent être accessibles en quelques secondes.',
      ],
    ),
    multiple(
      [
        'Which personal protective equipment is needed to use a box cutter?',
        'Quel équipement de protection faut-il pour utiliser un couteau à lame rétractable ?',
      ],
      [
        ['Cut-resistant gloves', 'Des gants anti-coupures', true],
        ['Closed-toe shoes', 'Des chaussures fermées', true],
        ['A hard hat', 'Un casque de sécurité', false],
        ['Hearing protection', 'Des protecteurs auditifs', false],
      ],
      [
        'Protect your hands, and your feet in case the knife drops.',
        'Protégez vos mains, et vos pieds au cas où le couteau tombe.',
      ],
    ),
    multiple(
      ['Which should you report to your manager?', 'Que devez-vous signaler à votre gestionnaire ?'],
      [
        ['A near miss with no one hurt', 'Un quasi-accident sans blessé', true],
        ['A damaged ladder', 'Un escabeau endommagé', true],
        ['A small cut from a box', 'Une petite coupure causée par une boîte', true],
        ['A customer asking for a price', 'Un client qui demande un prix', false],
      ],
      [
        'Reporting near misses and small injuries prevents the big ones.',
        'Signaler les quasi-accidents et les petites blessures évite les graves.',
      ],
    ),
    trueFalse(
      [
        'You may stand on the top step of a step ladder if you hold on.',
        'On peut se tenir sur la dernière marche d’un escabeau si l’on se tient.',
      ],
      false,
      [
        'Never stand on the top two steps: get a taller ladder.',
        'Ne vous tenez jamais sur les deux dernières marches : prenez un escabeau plus haut.',
      ],
    ),
    trueFalse(
      [
        'In a fire alarm, staff guide customers to the nearest exit.',
        'Lors d’une alarme incendie, le personnel guide les clients vers la sortie la plus proche.',
      ],
      true,
      [
        'Customers follow staff: walk them out calmly.',
        'Les clients suivent le personnel : accompagnez-les calmement.',
      ],
    ),
    trueFalse(
      [
        'The elevator is the fastest way out during a fire.',
        'L’ascenseur est le moyen le plus rapide de sortir pendant un incendie.',
      ],
      false,
      [
        'Elevators can stop or open on a burning floor: use the stairs.',
        'Un ascenseur peut s’arrêter ou s’ouvrir sur un étage en feu : prenez l’escalier.',
      ],
    ),
    shortAnswer(
      [
        'What does the acronym PASS stand for when using an extinguisher? Give the first word.',
        'Quel est le premier mot de la méthode PASS pour utiliser un extincteur ? (en anglais)',
      ],
      ['Pull', 'Tirer'],
      [
        'Pull the pin, Aim at the base, Squeeze the handle, Sweep side to side.',
        'Pull (tirer la goupille), Aim (viser la base), Squeeze (presser), Sweep (balayer).',
      ],
    ),
    shortAnswer(
      [
        'Where do all staff gather after evacuating the store?',
        'Où tout le personnel se rassemble-t-il après l’évacuation du magasin ?',
      ],
      ['Assembly point', 'Point de rassemblement', 'The assembly point', 'Le point de rassemblement'],
      [
        'At the assembly point, the manager counts everyone.',
        'Au point de rassemblement, le gestionnaire compte tout le monde.',
      ],
    ),
    ordering(
      ['Put the steps of an evacuation in order.', 'Placez les étapes d’une évacuation dans l’ordre.'],
      [
        ['Hear the alarm and stop your work', 'Entendre l’alarme et arrêter le travail'],
        ['Guide customers to the nearest exit', 'Guider les clients vers la sortie la plus proche'],
        ['Walk to the assembly point', 'Se rendre au point de rassemblement'],
        ['Report to your manager for the head count', 'Se présenter au gestionnaire pour le décompte'],
      ],
      ['Stop, guide, gather, be counted.', 'Arrêter, guider, se rassembler, être compté.'],
    ),
    ordering(
      ['Put the steps of the PASS method in order.', 'Placez les étapes de la méthode PASS dans l’ordre.'],
      [
        ['Pull the pin', 'Tirer la goupille'],
        ['Aim at the base of the fire', 'Viser la base du feu'],
        ['Squeeze the handle', 'Presser la poignée'],
        ['Sweep from side to side', 'Balayer de gauche à droite'],
      ],
      ['Pull, Aim, Squeeze, Sweep.', 'Tirer, viser, presser, balayer.'],
    ),
  ],
};

export const SERVICE_BANK: TDemoBank = {
  key: 'service',
  title: ['Customer service and data privacy', 'Service à la clientèle et protection des données'],
  description: [
    'Serving customers well and protecting their personal information.',
    'Bien servir les clients et protéger leurs renseignements personnels.',
  ],
  questions: [
    single(
      [
        'A customer is upset about a late order. What do you do first?',
        'Un client est mécontent d’une commande en retard. Que faites-vous d’abord ?',
      ],
      [
        ['Listen without interrupting', 'L’écouter sans l’interrompre', true],
        [
          'Explain that it is not your fault',
          'Expliquer que ce n’est pas votre faute',
          false,
          ['Defending yourself rarely calms anyone.', 'Se défendre calme rarement qui que ce soit.'],
        ],
        ['Offer a refund straight away', 'Offrir tout de suite un remboursement', false],
      ],
      [
        'Listening first shows respect and tells you what would help.',
        'Écouter d’abord montre du respect et vous dit ce qui aiderait.',
      ],
    ),
    single(
      [
        'A caller asks for a colleague’s home address. What do you say?',
        'Un appelant demande l’adresse personnelle d’un collègue. Que répondez-vous ?',
      ],
      [
        [
          'That you cannot share it, and offer to pass on a message',
          'Que vous ne pouvez pas la donner, et proposer de transmettre un message',
          true,
        ],
        ['Give it if the caller sounds friendly', 'La donner si l’appelant semble sympathique', false],
        ['Give only the street name', 'Donner seulement le nom de la rue', false],
      ],
      [
        'Personal information is shared only with consent.',
        'Les renseignements personnels ne sont communiqués qu’avec consentement.',
      ],
    ),
    single(
      ['Where should printed customer forms be thrown away?', 'Où jeter les formulaires clients imprimés ?'],
      [
        ['In the locked shredding bin', 'Dans le bac de déchiquetage verrouillé', true],
        ['In the recycling bin', 'Dans le bac de recyclage', false],
        ['In the regular garbage', 'Dans les ordures ordinaires', false],
      ],
      [
        'Paper with personal data is shredded, never recycled as is.',
        'Le papier contenant des données personnelles est déchiqueté, jamais recyclé tel quel.',
      ],
    ),
    single(
      [
        'What is the best way to greet a customer who enters the store?',
        'Quelle est la meilleure façon d’accueillir un client qui entre ?',
      ],
      [
        [
          'Make eye contact, smile and say hello within a few seconds',
          'Le regarder, sourire et dire bonjour en quelques secondes',
          true,
        ],
        ['Wait until they ask for help', 'Attendre qu’il demande de l’aide', false],
        ['Follow them around the store', 'Le suivre dans le magasin', false],
      ],
      [
        'A quick, warm greeting makes customers feel welcome.',
        'Un accueil rapide et chaleureux met les clients à l’aise.',
      ],
    ),
    single(
      [
        'You receive an email asking you to confirm your password by clicking a link. It is most likely…',
        'Vous recevez un courriel vous demandant de confirmer votre mot de passe par un lien. C’est probablement…',
      ],
      [
        ['A phishing attempt: report it', 'Une tentative d’hameçonnage : signalez-la', true],
        ['A routine IT check', 'Une vérification normale des TI', false],
        ['Safe if the logo looks right', 'Sans danger si le logo semble correct', false],
      ],
      ['IT never asks for your password by email.', 'Les TI ne demandent jamais votre mot de passe par courriel.'],
    ),
    single(
      [
        'A customer wants to return an item without a receipt. What do you do?',
        'Un client veut retourner un article sans reçu. Que faites-vous ?',
      ],
      [
        [
          'Follow the store’s return policy and offer the options it allows',
          'Suivre la politique de retour et proposer les options prévues',
          true,
        ],
        ['Refuse, no matter what', 'Refuser quoi qu’il arrive', false],
        ['Give cash back to avoid an argument', 'Rembourser en argent pour éviter une dispute', false],
      ],
      [
        'The policy is fair to everyone: explain it and offer what it allows.',
        'La politique est équitable : expliquez-la et proposez ce qu’elle permet.',
      ],
    ),
    multiple(
      ['Which of these are personal information?', 'Lesquels sont des renseignements personnels ?'],
      [
        ['A customer’s email address', 'L’adresse courriel d’un client', true],
        ['A loyalty card number', 'Un numéro de carte de fidélité', true],
        ['A customer’s date of birth', 'La date de naissance d’un client', true],
        ['The store’s opening hours', 'Les heures d’ouverture du magasin', false],
      ],
      [
        'Anything that identifies a person is personal information.',
        'Tout ce qui identifie une personne est un renseignement personnel.',
      ],
    ),
    multiple(
      ['Which habits keep your workstation secure?', 'Quelles habitudes protègent votre poste de travail ?'],
      [
        ['Lock the screen when you step away', 'Verrouiller l’écran quand vous vous absentez', true],
        ['Keep passwords out of sight', 'Garder les mots de passe hors de vue', true],
        [
          'Share your login with a trusted colleague',
          'Partager votre identifiant avec un collègue de confiance',
          false,
          ['Every login is personal: never share it.', 'Chaque identifiant est personnel : ne le partagez jamais.'],
        ],
        ['Leave customer files open on the counter', 'Laisser des dossiers clients ouverts sur le comptoir', false],
      ],
      [
        'Lock, hide, and never share: your login is your signature.',
        'Verrouillez, cachez, ne partagez jamais : votre identifiant est votre signature.',
      ],
    ),
    multiple(
      ['Which phrases help calm an upset customer?', 'Quelles phrases aident à calmer un client mécontent ?'],
      [
        ['“I understand why that is frustrating.”', '« Je comprends que ce soit frustrant. »', true],
        ['“Let me see what I can do.”', '« Voyons ce que je peux faire. »', true],
        [
          '“Calm down.”',
          '« Calmez-vous. »',
          false,
          ['This usually has the opposite effect.', 'Cela produit souvent l’effet inverse.'],
        ],
        ['“That is not my department.”', '« Ce n’est pas mon rayon. »', false],
      ],
      ['Acknowledge the feeling, then move to a solution.', 'Reconnaissez l’émotion, puis passez à une solution.'],
    ),
    trueFalse(
      [
        'You may take a photo of a customer’s ID to speed up a return.',
        'On peut photographier la pièce d’identité d’un client pour accélérer un retour.',
      ],
      false,
      [
        'Collect only what you need, and never on a personal phone.',
        'Ne recueillez que le nécessaire, et jamais avec un téléphone personnel.',
      ],
    ),
    trueFalse(
      [
        'A customer may ask what personal information the company holds about them.',
        'Un client peut demander quels renseignements personnels l’entreprise détient à son sujet.',
      ],
      true,
      [
        'Privacy law gives people a right of access: refer them to the privacy officer.',
        'La loi leur donne un droit d’accès : dirigez-les vers le responsable de la protection des renseignements.',
      ],
    ),
    trueFalse(
      [
        'Promising a delivery date you are not sure of keeps the customer happy.',
        'Promettre une date de livraison incertaine garde le client satisfait.',
      ],
      false,
      [
        'A broken promise costs more trust than an honest “I will check”.',
        'Une promesse non tenue coûte plus de confiance qu’un honnête « je vais vérifier ».',
      ],
    ),
    shortAnswer(
      [
        'What do we call a fraudulent email that tries to steal your login?',
        'Comment appelle-t-on un courriel frauduleux qui tente de voler vos identifiants ?',
      ],
      ['Phishing', 'Hameçonnage', 'A phishing email', 'Un hameçonnage'],
      ['Phishing: report it to IT and delete it.', 'L’hameçonnage : signalez-le aux TI et supprimez-le.'],
    ),
    shortAnswer(
      [
        'Who in the company answers customers’ questions about their personal information?',
        'Qui, dans l’entreprise, répond aux questions des clients sur leurs renseignements personnels ?',
      ],
      [
        'Privacy officer',
        'The privacy officer',
        'Responsable de la protection des renseignements personnels',
        'Responsable de la protection des renseignements',
      ],
      [
        'The privacy officer handles access requests and complaints.',
        'Le responsable traite les demandes d’accès et les plaintes.',
      ],
    ),
    ordering(
      [
        'Put the steps of handling a complaint in order.',
        'Placez les étapes du traitement d’une plainte dans l’ordre.',
      ],
      [
        ['Listen to the whole story', 'Écouter toute l’histoire'],
        ['Acknowledge and apologise', 'Reconnaître et s’excuser'],
        ['Offer a solution', 'Proposer une solution'],
        ['Follow up to make sure it worked', 'Faire un suivi pour s’assurer que cela a fonctionné'],
      ],
      ['Listen, acknowledge, solve, follow up.', 'Écouter, reconnaître, résoudre, faire un suivi.'],
    ),
    ordering(
      [
        'Put the steps of reporting a privacy breach in order.',
        'Placez les étapes du signalement d’une atteinte à la vie privée dans l’ordre.',
      ],
      [
        [
          'Stop the breach if you can (e.g. recall the email)',
          'Stopper l’atteinte si possible (rappeler le courriel, par ex.)',
        ],
        ['Tell your manager right away', 'Prévenir immédiatement votre gestionnaire'],
        ['Write down what happened', 'Noter ce qui s’est passé'],
        ['Let the privacy officer notify those affected', 'Laisser le responsable aviser les personnes touchées'],
      ],
      [
        'Contain, report, document; the privacy officer notifies.',
        'Contenir, signaler, documenter ; le responsable avise.',
      ],
    ),
  ],
};

export type TDemoSet = {
  key: string;
  title: TText;
  description: TText;
  banks: readonly { bank: TDemoBank['key']; drawCount: number }[];
  timeLimitMinutes: number | null;
  attemptsAllowed: number | null;
  passMarkPercent: number;
  /** Added to each core path of the tenant. */
  isCorePathItem: boolean;
  dueDays: number;
};

/** In creation order (ids follow it): the demo learners' completed attempt goes to the first untimed one. */
export const DEMO_SETS: readonly TDemoSet[] = [
  {
    key: 'service-check',
    title: ['Customer service and privacy check', 'Contrôle : service à la clientèle et vie privée'],
    description: [
      'Six questions on serving customers and protecting their information. Three attempts, pass mark 70 %.',
      'Six questions sur le service aux clients et la protection de leurs renseignements. Trois tentatives, note de passage 70 %.',
    ],
    banks: [{ bank: 'service', drawCount: 6 }],
    timeLimitMinutes: null,
    attemptsAllowed: 3,
    passMarkPercent: 70,
    isCorePathItem: false,
    dueDays: 30,
  },
  {
    key: 'safety-essentials',
    title: ['Store safety essentials', 'L’essentiel de la sécurité en magasin'],
    description: [
      'Five questions on everyday safety. Part of your core path: pass it to complete the item.',
      'Cinq questions sur la sécurité au quotidien. Fait partie de votre parcours de base : réussissez-le pour terminer l’élément.',
    ],
    banks: [{ bank: 'safety', drawCount: 5 }],
    timeLimitMinutes: null,
    attemptsAllowed: null,
    passMarkPercent: 80,
    isCorePathItem: true,
    dueDays: 60,
  },
  {
    key: 'emergency-quiz',
    title: ['Emergency readiness: timed quiz', 'Préparation aux urgences : quiz chronométré'],
    description: [
      'Eight questions in 10 minutes on emergencies, customers and data.',
      'Huit questions en 10 minutes sur les urgences, les clients et les données.',
    ],
    banks: [
      { bank: 'safety', drawCount: 5 },
      { bank: 'service', drawCount: 3 },
    ],
    timeLimitMinutes: 10,
    attemptsAllowed: null,
    passMarkPercent: 70,
    isCorePathItem: false,
    dueDays: 30,
  },
];
