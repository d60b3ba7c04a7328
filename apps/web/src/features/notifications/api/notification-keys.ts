/** Query keys of the user's notifications: everything under `user-notifications` is theirs. */
export const notificationKeys = {
  all: ['user-notifications'] as const,
  unreadCount: (coreService: string, userCode: string) =>
    ['user-notifications', 'unread-count', coreService, userCode] as const,
  lists: ['user-notifications', 'list'] as const,
  list: (coreService: string, userCode: string, type: string, pageNo: number) =>
    ['user-notifications', 'list', coreService, userCode, type, pageNo] as const,
  important: (coreService: string, userCode: string) =>
    ['user-notifications', 'important', coreService, userCode] as const,
  /** Outside `all` on purpose: asked once after a sign-in, never again when the lists change. */
  importantCheck: (coreService: string, userCode: string) =>
    ['important-notifications-check', coreService, userCode] as const,
};
