import type { TAssessmentSet } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/test-utils';
import { SetForm } from './set-form';

// jsdom lays nothing out, so it has no scrollIntoView; Mantine's Select scrolls to the chosen option.
Element.prototype.scrollIntoView = () => undefined;

const banks = [
  { bankId: 3, title: 'Food safety', questionCount: 12 },
  { bankId: 4, title: 'Customer service', questionCount: 1 },
];

type TRenderOptions = { locale?: 'en' | 'fr-CA'; set?: TAssessmentSet; actionError?: unknown };

function renderForm({ locale = 'en', set, actionError }: TRenderOptions = {}) {
  const onSave = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SetForm
            set={set}
            bankChoices={banks}
            isPending={false}
            actionError={actionError}
            onSave={onSave}
            onCancel={() => undefined}
          />
        ),
      },
    ],
    { locale },
  );
  return onSave;
}

const savedSet: TAssessmentSet = {
  setId: 9,
  title: { en: 'Food safety check', 'fr-CA': 'Contrôle de salubrité' },
  description: { en: '', 'fr-CA': '' },
  kind: 'ASSESSMENT',
  status: 'DRAFT',
  banks: [{ bankId: 3, title: 'Food safety', drawCount: 15, availableQuestions: 12 }],
  questionCount: 15,
  shuffleQuestions: true,
  shuffleOptions: true,
  timeLimitMinutes: 20,
  attemptsAllowed: null,
  passMarkPercent: 80,
  availableFrom: null,
  availableUntil: null,
  reviewMode: 'SCORE',
  validityDays: null,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('SetForm', { timeout: 20_000 }, () => {
  it('says what is missing, in English and checked by the contract, before anything is sent', async () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save the set' }));
    expect(await screen.findByText('A title is required in at least one language')).toBeTruthy();
    expect(screen.getByText('Choose a bank')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says it in French on a French page', async () => {
    renderForm({ locale: 'fr-CA' });
    fireEvent.change(screen.getByLabelText('Note de passage (%)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le test' }));
    expect(await screen.findByText('Un titre est requis dans au moins une langue')).toBeTruthy();
    expect(screen.getByText('Entrez une note de passage de 0 à 100')).toBeTruthy();
  });

  it('sends the contract’s request: banks with draw counts, rules, no limit left empty', async () => {
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Food safety check' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Bank 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Food safety (12 questions)' }));
    fireEvent.change(screen.getByLabelText('Questions drawn from bank 1'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Time limit (minutes)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the set' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: { en: 'Food safety check', 'fr-CA': '' },
      banks: [{ bankId: 3, drawCount: 5 }],
      timeLimitMinutes: 15,
      attemptsAllowed: null,
      passMarkPercent: 70,
      availableFrom: null,
      availableUntil: null,
      reviewMode: 'FULL',
      shuffleQuestions: true,
    });
  });

  it('makes a skill assessment whose completion expires after the days given', async () => {
    const onSave = renderForm();
    expect(screen.queryByLabelText('Valid for (days)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Skills self-assessment' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Bank 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Food safety (12 questions)' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Kind of set/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Skill assessment' }));
    expect(screen.queryByLabelText('Pass mark (%)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Valid for (days)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the set' }));
    expect(await screen.findByText('Enter a number of days between 1 and 3,650')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Valid for (days)'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the set' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ kind: 'SKILL', validityDays: 180 });
  });

  it('sends no validity for an assessment set, and reads a saved skill set’s', async () => {
    const onSave = renderForm({ set: { ...savedSet, kind: 'SKILL', validityDays: 90 } });
    expect(screen.getByLabelText<HTMLInputElement>('Valid for (days)').value).toBe('90');
    fireEvent.click(screen.getByRole('combobox', { name: /Kind of set/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Assessment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the set' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ kind: 'ASSESSMENT', validityDays: null });
  });

  it('shows the server’s refusal to publish on the field it names', async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'not publishable',
      correlationId: 'c-1',
      problem: {
        type: 'about:blank',
        title: 'Bad',
        status: 400,
        code: 'validation_failed',
        errors: {
          'banks.0.drawCount': ['The bank has fewer active questions than the set draws'],
          // No field shows the set itself: listed above the buttons.
          setId: ['Learners have attempted this set: unpublish it instead'],
        },
      },
    });
    renderForm({ locale: 'fr-CA', set: savedSet, actionError: refusal });
    const drawCount = screen.getByLabelText('Questions tirées de la banque 1');
    expect((drawCount as HTMLInputElement).value).toBe('15');
    expect(await screen.findByText('La banque a moins de questions actives que le test n’en tire')).toBeTruthy();
    expect(drawCount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Des apprenants ont fait des tentatives : retirez plutôt la publication',
    );
  });
});
