import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../testing/test-utils';
import { AssessmentResults } from './assessment-results';

function renderWidget(locale: 'en' | 'fr-CA' = 'en') {
  const items = [
    {
      moduleCode: 'ASSESSMENT' as const,
      entityKind: 'ASSESSMENTSET' as const,
      entityId: '12',
      locale: 'en' as const,
      title: 'Food safety check',
      titleHighlights: [{ text: 'Food safety check', match: false }],
      snippet: [{ text: 'Ten questions on storage', match: false }],
      assetTypeCode: null,
      // An old or missing address never hides the set page.
      url: null,
      effectiveDate: null,
      modifiedDate: '2026-11-01T00:00:00.000Z',
    },
  ];
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AssessmentResults
            group={{
              moduleCode: 'ASSESSMENT',
              moduleName: 'Assessments',
              totalRecords: 1,
              pageNo: 1,
              items,
              hasMore: false,
            }}
          />
        ),
      },
    ],
    { locale },
  );
}

describe('AssessmentResults (the search panel’s assessment widget)', () => {
  it('links each assessment set to its page, /assessment/:setId, with its snippet', () => {
    renderWidget();
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Food safety check' }).getAttribute('href')).toBe('/assessment/12');
    expect(within(item).getByRole('link', { name: 'Open Food safety check' }).getAttribute('href')).toBe(
      '/assessment/12',
    );
    expect(within(item).getByText('Ten questions on storage')).toBeTruthy();
  });

  it('speaks French on a French page', () => {
    renderWidget('fr-CA');
    expect(screen.getByRole('link', { name: 'Ouvrir Food safety check' }).getAttribute('href')).toBe('/assessment/12');
  });
});
