import type { TAdminPath } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderRoutes } from '../../../testing/test-utils';
import { PathEditor } from './path-editor';

const origin = window.location.origin;

const saved: TAdminPath = {
  pathId: 5,
  titleEn: 'Cashier: core path',
  titleFr: 'Parcours de base : caissier',
  descriptionEn: null,
  descriptionFr: null,
  isCore: false,
  jobRoleCode: null,
  dueDays: null,
  status: 'DRAFT',
  version: 1,
  publishedAt: null,
  updatedAt: '2026-03-01T00:00:00Z',
  levels: [
    {
      levelId: 1,
      titleEn: 'Foundations',
      titleFr: 'Fondements',
      modules: [
        {
          moduleId: 10,
          titleEn: 'Getting started',
          titleFr: 'Premiers pas',
          items: [
            {
              itemId: 100,
              kind: 'RESOURCE',
              objectId: 7,
              title: 'Safety handbook',
              isRequired: true,
              dueDays: null,
              learnersStarted: 0,
            },
          ],
        },
      ],
    },
  ],
};

const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

function renderEditor(assessmentServiceUrl: string | null) {
  const onSaved = vi.fn();
  renderRoutes([
    {
      path: '*',
      element: (
        <PathEditor
          serviceUrl={origin}
          resourceServiceUrl={origin}
          assessmentServiceUrl={assessmentServiceUrl}
          locale="en"
          path={saved}
          jobRoles={[]}
          onSaved={onSaved}
          onCancel={() => undefined}
        />
      ),
    },
  ]);
  return onSaved;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PathEditor', () => {
  it('adds a published assessment set as an item (its id may equal a resource’s) and saves it', async () => {
    const fetchMock = stubFetch({
      '/api/resources/admin/search': () => jsonResponse({ result: [], totalRecords: 0 }),
      '/api/assessment/setChoices': () => ok([{ setId: 7, title: 'Store safety essentials', kind: 'ASSESSMENT' }]),
      '/api/path/admin/5': () => ok({ path: saved, isNewVersion: false, warnings: [] }),
    });
    const onSaved = renderEditor(origin);
    const [picker] = (await screen.findAllByLabelText('Add an assessment set')).filter(
      (node) => node.tagName === 'INPUT',
    );
    fireEvent.click(picker as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Store safety essentials' }));
    expect(await screen.findByRole('button', { name: 'Remove “Store safety essentials”' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save the path' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [put] = callsTo(fetchMock, '/api/path/admin/5');
    expect(requestBody(put?.[1])).toMatchObject({
      levels: [
        {
          modules: [
            {
              items: [
                { kind: 'RESOURCE', objectId: 7 },
                { kind: 'ASSESSMENTSET', objectId: 7 },
              ],
            },
          ],
        },
      ],
    });
  }, 20_000);

  it('offers no assessment set where the tenant has no Test and Trivia', async () => {
    const fetchMock = stubFetch({
      '/api/resources/admin/search': () => jsonResponse({ result: [], totalRecords: 0 }),
    });
    renderEditor(null);
    expect((await screen.findAllByLabelText('Add a resource')).length).toBeGreaterThan(0);
    expect(screen.queryAllByLabelText('Add an assessment set')).toEqual([]);
    expect(callsTo(fetchMock, '/api/assessment/setChoices')).toHaveLength(0);
  }, 20_000);
});
