import type { TSaveResponseRequest } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../../shell-fixtures';
import { buildAttempt, buildResult, renderAssessmentPage } from './assessment-fixtures';
import { AssessmentAttemptRoute } from './assessment-attempt';

const SAVED_AT = '2026-11-26T14:03:07.000Z';
const savedTime = new Intl.DateTimeFormat('en', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}).format(new Date(SAVED_AT));

let isOnline = true;

function setOnline(online: boolean) {
  isOnline = online;
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function stubAttempt(attempt = buildAttempt()) {
  return stubFetch({
    '/api/userAttempt/41': () => jsonResponse(attempt),
    '/api/userAttempt/41/saveResponse': (_url, init) => {
      const body = requestBody(init) as TSaveResponseRequest;
      return jsonResponse({
        questionId: body.questionId,
        clientSeq: body.clientSeq,
        savedAt: SAVED_AT,
        accepted: true,
      });
    },
    '/api/userAttempt/41/complete': () => jsonResponse(buildResult()),
    '/api/userAttempt/41/updateTotalTimeTaken': () =>
      jsonResponse({ success: true, returnValue: { totalTimeSeconds: 65 }, message: null }),
  });
}

function renderAttempt(locale: 'en' | 'fr-CA' = 'en') {
  return renderAssessmentPage(<AssessmentAttemptRoute />, {
    path: '/assessment/attempt/:attemptId',
    url: '/assessment/attempt/41',
    locale,
    extraRoutes: [{ path: '/assessment/attempt/:attemptId/result', element: <p>Result page</p> }],
  });
}

/** The answers this browser still keeps for attempt 41. */
function keptAnswers(): unknown[] {
  const stored: unknown = JSON.parse(window.localStorage.getItem('portal.assessment.answers.41') ?? '{}');
  return typeof stored === 'object' && stored !== null && 'pending' in stored && Array.isArray(stored.pending)
    ? stored.pending
    : [];
}

const savedBodies = (fetchMock: ReturnType<typeof stubAttempt>) =>
  callsTo(fetchMock, '/api/userAttempt/41/saveResponse').map(([, init]) => requestBody(init));

beforeEach(() => {
  isOnline = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AssessmentAttemptRoute', () => {
  it('counts down from the server deadline with the server clock offset (the browser clock is an hour ahead)', async () => {
    const serverNow = new Date(Date.now() - 3_600_000).toISOString();
    stubAttempt(buildAttempt({ serverNow, deadlineAt: new Date(Date.parse(serverNow) + 10 * 60_000).toISOString() }));
    renderAttempt();
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.queryByText('Time is up')).toBeNull();
    expect(screen.getByTestId('attempt-time-announcer').textContent).toBe('');
  });

  it('says politely how much time is left at five minutes and at one minute', async () => {
    const serverNow = new Date().toISOString();
    stubAttempt(buildAttempt({ serverNow, deadlineAt: new Date(Date.parse(serverNow) + 270_000).toISOString() }));
    const view = renderAttempt();
    await screen.findByRole('timer');
    const announcer = screen.getByTestId('attempt-time-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('5 minutes left.');
    view.unmount();

    stubAttempt(buildAttempt({ serverNow, deadlineAt: new Date(Date.parse(serverNow) + 50_000).toISOString() }));
    renderAttempt();
    await screen.findByRole('timer');
    expect(screen.getByTestId('attempt-time-announcer').textContent).toBe('One minute left.');
  });

  it('answers every kind of question with native controls and saves each answer with the server receipt', async () => {
    const fetchMock = stubAttempt();
    renderAttempt();
    // Single choice: a radio group named by the question.
    const single = await screen.findByRole('radiogroup', { name: 'Where is the fire exit?' });
    fireEvent.click(within(single).getByRole('radio', { name: 'At the back of the store' }));
    expect(await screen.findByText(`Saved at ${savedTime}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    // Focus moves to the new question's heading.
    const heading = await screen.findByRole('heading', { name: 'Question 2 of 5' });
    expect(document.activeElement).toBe(heading);
    // Multiple choice: checkboxes, kept in the question's option order.
    fireEvent.click(screen.getByRole('checkbox', { name: 'A phone number' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'An email address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    // True or false: a radio group.
    fireEvent.click(await screen.findByRole('radio', { name: 'True' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    // Short answer: a text field, saved when it is left.
    const field = await screen.findByRole('textbox', { name: 'What do you call a customer’s return receipt?' });
    fireEvent.change(field, { target: { value: 'Proof of purchase' } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    // Ordering: move buttons; focus stays on the moved item.
    fireEvent.click(await screen.findByRole('button', { name: 'Move “Give the refund” up' }));
    const list = screen.getByRole('group', { name: 'Put the steps of a refund in order.' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Check the receipt'),
      expect.stringContaining('Give the refund'),
      expect.stringContaining('Greet the customer'),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Give the refund” up' }));
    expect(screen.getByText('“Give the refund” is now at position 2 of 3.')).toBeTruthy();

    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(6));
    expect(savedBodies(fetchMock)).toEqual([
      { questionId: 101, response: { optionId: 'b' }, clientSeq: 1 },
      { questionId: 102, response: { optionIds: ['c'] }, clientSeq: 2 },
      { questionId: 102, response: { optionIds: ['a', 'c'] }, clientSeq: 3 },
      { questionId: 103, response: { optionId: 'true' }, clientSeq: 4 },
      { questionId: 104, response: { text: 'Proof of purchase' }, clientSeq: 5 },
      { questionId: 105, response: { optionIds: ['x', 'z', 'y'] }, clientSeq: 6 },
    ]);
    expect(await screen.findByText('All answers saved')).toBeTruthy();
  });

  it('keeps answers given offline, says how many wait, and sends them in order, newest per question, when back online', async () => {
    const fetchMock = stubAttempt();
    renderAttempt();
    await screen.findByRole('radiogroup', { name: 'Where is the fire exit?' });
    setOnline(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Behind the counter' }));
    fireEvent.click(screen.getByRole('radio', { name: 'At the back of the store' }));
    expect(
      await screen.findByText('Offline: this answer is kept and will be sent when you are back online.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'An email address' }));
    expect(await screen.findByText('Offline: 2 answers waiting')).toBeTruthy();
    expect(savedBodies(fetchMock)).toEqual([]);
    // Kept in the browser: a reload would find them.
    expect(keptAnswers()).toHaveLength(2);

    setOnline(true);
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(2));
    expect(savedBodies(fetchMock)).toEqual([
      { questionId: 101, response: { optionId: 'b' }, clientSeq: 2 },
      { questionId: 102, response: { optionIds: ['a'] }, clientSeq: 3 },
    ]);
    expect(await screen.findByText('All answers saved')).toBeTruthy();
    expect(screen.getByText(`Saved at ${savedTime}`)).toBeTruthy();
    expect(keptAnswers()).toEqual([]);
  });

  it('resumes with the server answers and the newer ones this browser still holds, and sends those', async () => {
    window.localStorage.setItem(
      'portal.assessment.answers.41',
      JSON.stringify({
        lastSeq: 4,
        pending: [
          // Older than what the server holds for question 101: the server's answer shows.
          { questionId: 101, response: { optionId: 'b' }, clientSeq: 2 },
          { questionId: 103, response: { optionId: 'false' }, clientSeq: 4 },
        ],
      }),
    );
    const fetchMock = stubAttempt(
      buildAttempt({
        responses: [
          { questionId: 101, response: { optionId: 'a' }, clientSeq: 3, savedAt: SAVED_AT },
          { questionId: 102, response: { optionIds: ['c'] }, clientSeq: 1, savedAt: SAVED_AT },
        ],
      }),
    );
    renderAttempt();
    // The first question without an answer opens: number 3 has one waiting in the browser, so 4.
    expect(await screen.findByRole('heading', { name: 'Question 4 of 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Question 1, answered' }));
    expect((await screen.findByRole('radio', { name: 'Behind the counter' })).getAttribute('checked')).not.toBeNull();
    expect(screen.getByText(`Saved at ${savedTime}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Question 3, answered' }));
    expect((await screen.findByRole('radio', { name: 'False' })).getAttribute('checked')).not.toBeNull();
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(2));
    expect(savedBodies(fetchMock)).toEqual([
      { questionId: 101, response: { optionId: 'b' }, clientSeq: 2 },
      { questionId: 103, response: { optionId: 'false' }, clientSeq: 4 },
    ]);
    // A new answer continues above both sequences.
    fireEvent.click(screen.getByRole('radio', { name: 'True' }));
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(3));
    expect(savedBodies(fetchMock)[2]).toEqual({ questionId: 103, response: { optionId: 'true' }, clientSeq: 5 });
  });

  it('names the unanswered questions before submitting, then completes and shows the result', async () => {
    const fetchMock = stubAttempt();
    renderAttempt();
    fireEvent.click(await screen.findByRole('radio', { name: 'Behind the counter' }));
    await screen.findByText(`Saved at ${savedTime}`);
    expect(screen.getByText('1 of 5 answered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(within(dialog).getByText('4 questions have no answer: 2, 3, 4, 5.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep answering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/userAttempt/41/complete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByText('Result page')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userAttempt/41/complete')).toHaveLength(1);
    // The time spent is reported before completing: the server counts it only while in progress.
    const paths = fetchMock.mock.calls.map(([input]) => requestUrl(input).pathname);
    const reported = paths.indexOf('/api/userAttempt/41/updateTotalTimeTaken');
    expect(reported).toBeGreaterThan(-1);
    expect(reported).toBeLessThan(paths.indexOf('/api/userAttempt/41/complete'));
    expect(requestBody(callsTo(fetchMock, '/api/userAttempt/41/updateTotalTimeTaken')[0]?.[1])).toEqual({
      counter: expect.any(Number),
      userAssessmentAttemptId: 41,
    });
  });

  it('completes only once the answer still on its way is saved', async () => {
    const fetchMock = stubAttempt();
    const arrived: string[] = [];
    // The save takes its time; the learner submits meanwhile.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const path = requestUrl(input).pathname;
        if (path.endsWith('/saveResponse')) {
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        arrived.push(path);
        return fetchMock(input, init);
      }),
    );
    renderAttempt();
    fireEvent.click(await screen.findByRole('radio', { name: 'Behind the counter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByText('Result page')).toBeTruthy();
    expect(arrived.indexOf('/api/userAttempt/41/saveResponse')).toBeGreaterThan(-1);
    expect(arrived.indexOf('/api/userAttempt/41/saveResponse')).toBeLessThan(
      arrived.indexOf('/api/userAttempt/41/complete'),
    );
  });

  it('says when time is up, completes the attempt and goes to the result', async () => {
    const serverNow = new Date().toISOString();
    const fetchMock = stubAttempt(
      buildAttempt({ serverNow, deadlineAt: new Date(Date.parse(serverNow) - 1000).toISOString() }),
    );
    renderAttempt();
    expect(await screen.findByText('Time is up')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Behind the counter' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Result page', {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/userAttempt/41/complete')).toHaveLength(1);
  });

  it('tells a missing attempt (another person’s) apart from an error', async () => {
    stubFetch({});
    renderAttempt('fr-CA');
    expect(await screen.findByText('Cette tentative est introuvable')).toBeTruthy();
  });
});
