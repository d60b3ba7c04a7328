/*
 * One step between the first page and the board: the first page's own chunk then names one small
 * chunk to fetch instead of the board's twenty-odd (Vite lists every dependency of a dynamic import
 * in the importing chunk), which keeps the first page's JavaScript within its budget.
 */
export const loadDashboardBoard = async () => (await import('./dashboard-board-route')).DashboardBoardRoute;
