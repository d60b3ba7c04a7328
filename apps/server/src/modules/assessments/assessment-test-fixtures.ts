import type { TQuestionContentInput, TSaveSetRequest } from '@portal/contracts';

/* Question and set bodies for the assessment tests: one question of each kind, in both languages. */

export const text = (en: string, fr: string) => ({ en, 'fr-CA': fr });

export function singleChoice(stem = 'Where is the nearest fire exit?'): TQuestionContentInput {
  return {
    kind: 'SINGLE_CHOICE',
    stem: text(stem, `${stem} (fr)`),
    options: [
      { id: 'a', text: text('Behind the stockroom door', 'Derrière la porte de la réserve'), isCorrect: true },
      {
        id: 'b',
        text: text('Through the loading dock', 'Par le quai de chargement'),
        feedback: text('The dock is not an exit', 'Le quai n’est pas une sortie'),
      },
      { id: 'c', text: text('Up the stairs', 'En haut de l’escalier') },
    ],
    feedback: text('Exits are marked in green.', 'Les sorties sont indiquées en vert.'),
    points: 2,
  };
}

export function multipleChoice(): TQuestionContentInput {
  return {
    kind: 'MULTIPLE_CHOICE',
    stem: text('Which of these are personal data?', 'Lesquelles sont des données personnelles ?'),
    options: [
      { id: 'name', text: text('A customer’s name', 'Le nom d’un client'), isCorrect: true },
      { id: 'email', text: text('A customer’s email', 'Le courriel d’un client'), isCorrect: true },
      { id: 'hours', text: text('Store hours', 'Les heures d’ouverture') },
    ],
  };
}

export function trueFalse(): TQuestionContentInput {
  return {
    kind: 'TRUE_FALSE',
    stem: text('A wet floor sign is enough to close a spill area.', 'Un panneau suffit à fermer la zone.'),
    options: [
      { id: 'true', text: text('True', 'Vrai') },
      { id: 'false', text: text('False', 'Faux'), isCorrect: true },
    ],
  };
}

export function shortAnswer(): TQuestionContentInput {
  return {
    kind: 'SHORT_ANSWER',
    stem: text('Which class of extinguisher is for electrical fires?', 'Quelle classe d’extincteur ?'),
    acceptedAnswers: ['Class C', 'Classe C'],
    feedback: text('Class C is for live electrical equipment.', 'La classe C vise le matériel électrique.'),
  };
}

export function ordering(): TQuestionContentInput {
  return {
    kind: 'ORDERING',
    stem: text('Put the steps of a spill clean-up in order', 'Placez les étapes dans l’ordre'),
    options: [
      { id: 'warn', text: text('Warn people nearby', 'Avertir les personnes') },
      { id: 'sign', text: text('Place a sign', 'Placer un panneau') },
      { id: 'clean', text: text('Clean the spill', 'Nettoyer') },
    ],
  };
}

export const ALL_KINDS = [singleChoice, multipleChoice, trueFalse, shortAnswer, ordering] as const;

export function setBody(bankId: number, overrides: Partial<TSaveSetRequest> = {}): TSaveSetRequest {
  return {
    title: text('Store safety check', 'Vérification de la sécurité en magasin'),
    description: text('Five questions on safety.', 'Cinq questions sur la sécurité.'),
    banks: [{ bankId, drawCount: 3 }],
    timeLimitMinutes: 10,
    attemptsAllowed: 3,
    passMarkPercent: 70,
    reviewMode: 'FULL',
    ...overrides,
  };
}
