import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shell-fixtures';
import { LearningPathItemRoute } from '../learning-path/learning-path-item';
import { buildItem, buildLearnerPath, ok } from '../learning-path/learning-path-fixtures';
import { renderAssessmentPage } from './assessment-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an assessment set item of the core path', () => {
  it('opens the assessment page it names, and offers no "mark as done" (passing completes it)', async () => {
    const item = buildItem({
      itemId: 12,
      kind: 'ASSESSMENTSET',
      objectId: 7,
      title: 'Store safety check',
      url: '/assessment/7',
      isCompletable: false,
    });
    const path = buildLearnerPath();
    const [level] = path.levels;
    const [module] = level?.modules ?? [];
    module?.items.push(item);
    stubFetch({ '/api/corepath': () => ok(path) });
    renderAssessmentPage(<LearningPathItemRoute />, {
      path: '/learning-path/items/:itemId',
      url: '/learning-path/items/12',
    });
    const open = await screen.findByRole('link', { name: 'Open the assessment' });
    expect(open.getAttribute('href')).toBe('/assessment/7');
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
  });
});
