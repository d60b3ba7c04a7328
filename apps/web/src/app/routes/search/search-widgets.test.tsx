import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../shell-fixtures';
import {
  buildSearchGroup,
  buildSearchItems,
  renderPanel,
  searchResponse,
  stubSearchApi,
  typeAndSubmit,
} from './search-fixtures';

// The resource library's widget chunk fails to load (say a deployment replaced it).
vi.mock('../../../features/search/components/widgets/resource-library-results', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('search result widgets', { timeout: 15_000 }, () => {
  it('skips a widget that fails to load: its results show as the plain list, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubSearchApi(() =>
      jsonResponse(
        searchResponse([
          buildSearchGroup({
            moduleCode: 'RESOURCELIBRARY',
            moduleName: 'Resource Library',
            items: buildSearchItems('RESOURCELIBRARY', 'Guide', 2),
          }),
          buildSearchGroup({
            moduleCode: 'ASSESSMENT',
            moduleName: 'Assessments',
            items: buildSearchItems('ASSESSMENT', 'Quiz', 1),
          }),
        ]),
      ),
    );
    renderPanel();
    typeAndSubmit('guide');

    const resources = await screen.findByRole('region', { name: 'Resource Library (2)' });
    expect(await within(resources).findByRole('link', { name: 'Guide 2' })).toBeTruthy();
    expect(within(resources).getAllByRole('listitem')).toHaveLength(2);
    // The generic list, not the widget's cards.
    expect(resources.querySelector('.mantine-List-root')).not.toBeNull();
    expect(resources.querySelector('.mantine-Card-root')).toBeNull();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('The RESOURCELIBRARY result widget could not be loaded'),
        expect.anything(),
      ),
    );

    // The assessment widget loads as usual: its own ordered list.
    const assessments = screen.getByRole('region', { name: 'Assessments (1)' });
    const quiz = await within(assessments).findByRole('link', { name: 'Quiz 1' });
    expect(quiz.closest('ol')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
