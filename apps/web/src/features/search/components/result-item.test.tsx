import type { TGlobalSearchItem } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { ResultItem } from './result-item';

const item: TGlobalSearchItem = {
  moduleCode: 'RESOURCELIBRARY',
  entityKind: 'RESOURCE',
  entityId: '4',
  locale: 'en',
  title: 'Ladder safety',
  titleHighlights: [{ text: 'Ladder safety', match: false }],
  snippet: [{ text: 'Check the ladder before you climb.', match: false }],
  assetTypeCode: 'DOCUMENT',
  assetTypeCodes: ['DOCUMENT', 'VIDEO_MP4', 'DOCUMENT'],
  url: '/resources/4',
  effectiveDate: null,
  modifiedDate: '2026-01-05T00:00:00.000Z',
};

describe('ResultItem', () => {
  it("shows every one of the resource's asset types, each once (issue 22)", async () => {
    renderRoutes([{ path: '/', element: <ResultItem item={item} /> }]);
    const title = await screen.findByRole('link', { name: 'Ladder safety' });
    const card = title.closest('div')?.parentElement ?? document.body;
    expect(
      within(card)
        .getAllByText(/^(Document|Video)$/)
        .map((badge) => badge.textContent),
    ).toEqual(['Document', 'Video']);
  });

  it('shows the one asset type of a result from an older server', async () => {
    const { assetTypeCodes: _assetTypeCodes, ...older } = item;
    renderRoutes([{ path: '/', element: <ResultItem item={older} /> }]);
    await screen.findByRole('link', { name: 'Ladder safety' });
    expect(screen.getAllByText(/^(Document|Video)$/).map((badge) => badge.textContent)).toEqual(['Document']);
  });
});
