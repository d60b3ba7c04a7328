import type { TAdminCompetency } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { frameworkTree, parentNameOf, ratableCompetencies, textIn } from './framework';

const both = (en: string, fr: string) => ({ en, 'fr-CA': fr });
function competency(id: number, parentId: number | null, position: number, name = `C${id}`): TAdminCompetency {
  return {
    id,
    code: `C${id}`,
    name: both(name, ''),
    description: both('', ''),
    altLabels: both('', ''),
    parentId,
    position,
    tagCount: 0,
  };
}

describe('the framework as the admin sees it', () => {
  const all = [competency(5, 1, 1), competency(1, null, 1), competency(4, 1, 0), competency(2, null, 0)];

  it('puts each group in its order with its competencies in theirs', () => {
    expect(frameworkTree(all).map((node) => [node.competency.id, node.children.map((child) => child.id)])).toEqual([
      [2, []],
      [1, [4, 5]],
    ]);
  });

  it('rates, targets and tags competencies, and a group only when it has none', () => {
    expect(ratableCompetencies(all).map((item) => item.id)).toEqual([2, 4, 5]);
  });

  it('names a parent, and falls back to the other language when one is missing', () => {
    expect(parentNameOf(competency(4, 1, 0), [competency(1, null, 0, 'Sales')], 'fr-CA')).toBe('Sales');
    expect(parentNameOf(competency(1, null, 0), all, 'en')).toBeNull();
    expect(textIn(both('', 'Vente'), 'en')).toBe('Vente');
    expect(textIn(both('Sales', 'Vente'), 'fr-CA')).toBe('Vente');
  });
});
