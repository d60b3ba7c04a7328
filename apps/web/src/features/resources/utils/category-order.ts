/**
 * The user's categories first (in the order they chose them), then the tenant's others in the
 * tenant's order: what a learner prefers comes first when browsing by category.
 */
export function orderCategoriesForUser<T extends { categoryId: number }>(
  categories: readonly T[],
  userCategoryIds: readonly number[],
): T[] {
  const rank = new Map(userCategoryIds.map((categoryId, index) => [categoryId, index]));
  const preferred = categories
    .filter((category) => rank.has(category.categoryId))
    .sort((left, right) => (rank.get(left.categoryId) ?? 0) - (rank.get(right.categoryId) ?? 0));
  const others = categories.filter((category) => !rank.has(category.categoryId));
  return [...preferred, ...others];
}
