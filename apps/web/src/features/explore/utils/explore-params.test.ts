import { describe, expect, it } from 'vitest';
import { formatExploreParams, isShelfView, parseExploreParams, shelfRequest } from './explore-params';

describe('explore address', () => {
  it('reads the kinds, a shelf and its page, leaving out what it does not know', () => {
    const view = parseExploreParams(
      new URLSearchParams('kind=NEWS&kind=BOGUS&kind=PATH&category=3&page=2&q=%20safety%20'),
    );
    expect(view).toEqual({
      kinds: ['PATH', 'NEWS'],
      term: 'safety',
      categoryId: 3,
      competencyId: undefined,
      isNew: false,
      isAll: false,
      pageNo: 2,
    });
    expect(isShelfView(view)).toBe(true);
    expect(parseExploreParams(new URLSearchParams('category=0x10&page=-1')).categoryId).toBeUndefined();
    expect(isShelfView(parseExploreParams(new URLSearchParams('kind=EVENT')))).toBe(false);
  });

  it('keeps one group: a category wins over a competency', () => {
    const view = parseExploreParams(new URLSearchParams('category=3&competency=4'));
    expect([view.categoryId, view.competencyId]).toEqual([3, undefined]);
  });

  it('writes only what differs from the overview, and reads back the same view', () => {
    const params = formatExploreParams({ kinds: ['EVENT'], isNew: true, pageNo: 1 });
    expect(params.toString()).toBe('kind=EVENT&new=1');
    expect(parseExploreParams(params)).toMatchObject({ kinds: ['EVENT'], isNew: true, pageNo: 1 });
  });

  it('asks for the chosen kinds the tenant still offers only', () => {
    const view = parseExploreParams(new URLSearchParams('kind=EVENT&kind=NEWS&new=1&page=3'));
    expect(shelfRequest(view, ['NEWS', 'PATH'], 'fr-CA')).toEqual({
      kinds: ['NEWS'],
      isNewThisWeek: true,
      locale: 'fr-CA',
      pageNo: 3,
      pageSize: 24,
    });
    expect(shelfRequest({ ...view, kinds: ['EVENT'] }, ['NEWS'], 'en')).not.toHaveProperty('kinds');
  });
});
