/** Every query of the resource library lives under this prefix; mutations invalidate below it. */
export const RESOURCES_QUERY_KEY = ['resources'] as const;

export const resourceQueryKeys = {
  all: RESOURCES_QUERY_KEY,
  lists: () => [...RESOURCES_QUERY_KEY, 'list'] as const,
  detail: (resourceId: number) => [...RESOURCES_QUERY_KEY, 'detail', resourceId] as const,
  userAssets: () => [...RESOURCES_QUERY_KEY, 'user-assets'] as const,
  admin: () => [...RESOURCES_QUERY_KEY, 'admin'] as const,
  reference: () => [...RESOURCES_QUERY_KEY, 'reference'] as const,
};
