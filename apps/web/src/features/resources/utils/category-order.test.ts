import { describe, expect, it } from 'vitest';
import { orderCategoriesForUser } from './category-order';

describe('orderCategoriesForUser', () => {
  it('puts the user’s categories first, in their order, then the tenant’s in its order', () => {
    const categories = [1, 2, 3, 4].map((categoryId) => ({ categoryId }));
    expect(orderCategoriesForUser(categories, [4, 2, 9]).map((category) => category.categoryId)).toEqual([4, 2, 1, 3]);
  });
});
