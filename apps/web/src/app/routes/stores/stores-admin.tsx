// Lazy area "store admin" (STORES_ADMIN): the rewards and their editor, the orders, the point rules.
export { StoresAdminOrdersRoute } from './stores-admin-orders';
export { StoresAdminRewardsRoute } from './stores-admin-rewards';
export { StoresAdminRulesRoute } from './stores-admin-rules';
export { StoresRewardEditorRoute } from './stores-reward-editor';
