import type { TQuestion } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/test-utils';
import { QuestionEditor } from './question-editor';
import type { TSaveQuestion } from './question-editor';
import type { TQuestionImages } from './question-image-field';
import type { TRatingSupport } from '../utils/question-form';

// jsdom lays nothing out, so it has no scrollIntoView; Mantine's Select scrolls to the chosen option.
Element.prototype.scrollIntoView = () => undefined;

type TRenderOptions = {
  locale?: 'en' | 'fr-CA';
  question?: TQuestion;
  onSave?: TSaveQuestion;
  images?: TQuestionImages;
  rating?: TRatingSupport;
};

function renderEditor(options: TRenderOptions = {}) {
  const onSave = vi.fn<TSaveQuestion>(options.onSave);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QuestionEditor
            question={options.question}
            locale={options.locale ?? 'en'}
            isPending={false}
            images={options.images}
            rating={options.rating}
            onSave={onSave}
            onCancel={() => undefined}
          />
        ),
      },
    ],
    { locale: options.locale ?? 'en' },
  );
  return onSave;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function chooseKind(name: string) {
  const picker = screen.getByRole('combobox', { name: /Kind of question/ });
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole('option', { name }));
}

const savedQuestion: TQuestion = {
  questionId: 7,
  bankId: 3,
  version: 2,
  isRetired: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  content: {
    kind: 'SINGLE_CHOICE',
    stem: { en: 'Which fridge temperature is safe?', 'fr-CA': 'Quelle température de frigo est sûre?' },
    options: [
      { id: 'a', text: { en: '4 °C', 'fr-CA': '4 °C' }, isCorrect: false, feedback: { en: '', 'fr-CA': '' } },
      { id: 'b', text: { en: '10 °C', 'fr-CA': '10 °C' }, isCorrect: true, feedback: { en: '', 'fr-CA': '' } },
    ],
    acceptedAnswers: [],
    imageMediaId: null,
    points: 1,
    feedback: { en: '', 'fr-CA': '' },
    competencyId: null,
  },
};

const both = (en: string, fr: string) => ({ en, 'fr-CA': fr });
const ratingSupport: TRatingSupport = {
  competencies: [
    {
      competencyId: 11,
      name: both('Active listening', 'Écoute active'),
      parentName: both('Communication', 'Communication'),
    },
    { competencyId: 12, name: both('Negotiation', 'Négociation'), parentName: both('Sales', 'Ventes') },
  ],
  scale: [
    { level: 1, name: both('Novice', 'Débutant'), description: both('Knows the basics', 'Connaît les bases') },
    { level: 2, name: both('Expert', 'Expert'), description: both('Teaches it', 'L’enseigne') },
  ],
};

describe('QuestionEditor: rating questions', { timeout: 20_000 }, () => {
  it('offers no rating kind and no competency when the tenant has no skills', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('combobox', { name: /Kind of question/ }));
    expect(await screen.findByRole('option', { name: 'Ordering' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Rating of a competency' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Competency/ })).toBeNull();
  });

  it('asks for the competency, hides points and answers, and saves a rating question', async () => {
    const onSave = renderEditor({ rating: ratingSupport });
    await chooseKind('Rating of a competency');
    expect(screen.queryByLabelText('Points')).toBeNull();
    expect(screen.queryByLabelText('Answer 1 (English)')).toBeNull();
    type('Question (English)', 'How well do you listen?');
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(await screen.findByText('Choose the competency this question rates')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('combobox', { name: /Competency rated/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active listening' }));
    // The preview rates on the tenant's scale, with each level described.
    const preview = screen.getByRole('region', { name: 'Preview as the learner' });
    const group = within(preview).getByRole('radiogroup', { name: 'How well do you listen?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(preview).getByText('Rate your level in Active listening.')).toBeTruthy();
    expect(within(preview).getByText('Teaches it')).toBeTruthy();
    expect(within(preview).queryByRole('button', { name: 'Check the answer' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [request] = onSave.mock.calls[0] ?? [];
    expect(request).toMatchObject({ kind: 'RATING', competencyId: 11, options: [], acceptedAnswers: [] });
  });

  it('lets any other question name the competency it tests, or none', async () => {
    const onSave = renderEditor({ rating: ratingSupport, locale: 'fr-CA' });
    type('Question (anglais)', 'Pick one');
    type('Réponse 1 (anglais)', 'A');
    type('Réponse 2 (anglais)', 'B');
    fireEvent.click(screen.getByRole('radio', { name: 'La réponse 1 est correcte' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Compétence vérifiée/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Négociation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la question' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ kind: 'SINGLE_CHOICE', competencyId: 12 });
  });
});

describe('QuestionEditor', { timeout: 20_000 }, () => {
  it('says what is missing, by the contract’s rules, in English', async () => {
    const onSave = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(await screen.findAllByText('Enter the text in at least one language')).not.toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Mark exactly one answer as correct');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what is missing in French on a French page', async () => {
    const onSave = renderEditor({ locale: 'fr-CA' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la question' }));
    expect(await screen.findAllByText('Entrez le texte dans au moins une langue')).not.toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Marquez exactement une réponse comme correcte');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for an accepted answer once the question is a short answer', async () => {
    renderEditor();
    await chooseKind('Short answer');
    type('Question (English)', 'Name the danger zone.');
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(await screen.findByText('Add at least one accepted answer')).toBeTruthy();
  });

  it('previews the question as the learner sees it, in either language, and grades an answer', async () => {
    renderEditor();
    type('Question (English)', 'Is raw chicken safe at room temperature?');
    type('Question (French)', 'Le poulet cru est-il sûr à température ambiante?');
    type('Answer 1 (English)', 'Yes');
    type('Answer 2 (English)', 'No');
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 2 is correct' }));
    type('Feedback for answer 1 (English)', 'Bacteria double every 20 minutes.');

    const preview = screen.getByRole('region', { name: 'Preview as the learner' });
    const group = within(preview).getByRole('radiogroup', { name: 'Is raw chicken safe at room temperature?' });
    // The learner sees no correct flag: the options only.
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(preview).queryByText('Correct')).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(preview).getByRole('button', { name: 'Check the answer' }));
    expect(await within(preview).findByText('Wrong answer')).toBeTruthy();
    expect(within(preview).getByText('Bacteria double every 20 minutes.')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(preview).getByRole('button', { name: 'Check the answer' }));
    expect(await within(preview).findByText('Right answer')).toBeTruthy();

    fireEvent.click(within(preview).getByText('Français'));
    expect(
      within(preview).getByRole('radiogroup', { name: 'Le poulet cru est-il sûr à température ambiante?' }),
    ).toBeTruthy();
  });

  it('saves a new question as the contract’s content', async () => {
    const onSave = renderEditor();
    type('Question (English)', 'Pick the safe temperature');
    type('Answer 1 (English)', '4 °C');
    type('Answer 2 (English)', '10 °C');
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [request, options] = onSave.mock.calls[0] ?? [];
    expect(options).toEqual({ regrade: false });
    expect(request?.kind).toBe('SINGLE_CHOICE');
    expect(request?.stem).toEqual({ en: 'Pick the safe temperature', 'fr-CA': '' });
    expect(request?.options.map((option) => [option.text.en, option.isCorrect])).toEqual([
      ['4 °C', true],
      ['10 °C', false],
    ]);
  });

  it('asks before saving a saved question whether to regrade the attempts that used it', async () => {
    const onSave = renderEditor({ question: savedQuestion });
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regrade the attempts?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and regrade' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[1]).toEqual({ regrade: true });
    expect(onSave.mock.calls[0]?.[0].options.map((option) => option.isCorrect)).toEqual([true, false]);
  });

  it('puts the server’s field errors on the fields', async () => {
    renderEditor({
      onSave: (_request, _options, onServerError) => {
        onServerError(
          new ApiError({
            status: 400,
            code: 'validation_failed',
            message: 'bad',
            correlationId: 'c-1',
            problem: {
              type: 'about:blank',
              title: 'Bad',
              status: 400,
              code: 'validation_failed',
              errors: { points: ['Points are a whole number from 1 to 100'] },
            },
          }),
        );
      },
    });
    type('Question (English)', 'Pick one');
    type('Answer 1 (English)', 'A');
    type('Answer 2 (English)', 'B');
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(await screen.findByText('Points are a whole number from 1 to 100')).toBeTruthy();
  });

  it('uploads an optional image, shows it in the preview and saves its media id', async () => {
    const mediaId = '0b9f6c1e-2f4b-4c2a-9a57-3f1d2e4c5b6a';
    const upload = vi.fn(() => Promise.resolve(mediaId));
    const onSave = renderEditor({ images: { upload, urlOf: (id) => `/image/blob/${id}?w=640` } });
    const file = new File(['png'], 'fridge.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    const preview = screen.getByRole('region', { name: 'Preview as the learner' });
    const image = await within(preview).findByRole('img', { name: 'The question’s image' });
    expect(image.getAttribute('src')).toBe(`/image/blob/${mediaId}?w=640`);
    expect(upload).toHaveBeenCalledWith(file);

    type('Question (English)', 'What does this fridge show?');
    type('Answer 1 (English)', '4 °C');
    type('Answer 2 (English)', '12 °C');
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the question' }));
    expect(onSave.mock.calls[0]?.[0].imageMediaId).toBe(mediaId);
  });
});
