import type { TModuleCode } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { reportAreasOf } from './report-access';

type TReportsGuardProps = { moduleCode: TModuleCode; children: ReactNode };

/** A module's reports, for holders of its `{MODULE}_VIEW_REPORTS` only. */
export function RequireModuleReports({ moduleCode, children }: TReportsGuardProps) {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  if (!reportAreasOf(permissions, configuration).some((area) => area.moduleCode === moduleCode)) {
    return <AccessDeniedPage />;
  }
  return children;
}
