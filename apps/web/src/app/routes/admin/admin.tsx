import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function AdminRoute() {
  return <AreaPlaceholder titleKey="area.admin" />;
}
