import { Navigate } from 'react-router';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';

/* Lazy area "assessment admin" (spec section 2): banks, questions, sets, preview, statistics. */

export { BankRoute } from './bank-page';
export { BanksRoute } from './banks-page';
export { QuestionRoute } from './question-page';
export { SetPreviewRoute } from './set-preview-page';
export { SetRoute } from './set-page';
export { SetStatisticsRoute } from './set-statistics-page';
export { SetsRoute } from './sets-page';

/** `/assessment/admin`: the area opens on its question banks. */
export function AssessmentAdminHomeRoute() {
  return <Navigate to={ADMIN_ROUTES.banks} replace />;
}
