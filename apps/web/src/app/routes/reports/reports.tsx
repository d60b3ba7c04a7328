import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function ReportsRoute() {
  return <AreaPlaceholder titleKey="area.reports" />;
}
