import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function DashboardRoute() {
  return <AreaPlaceholder titleKey="area.dashboard" />;
}
