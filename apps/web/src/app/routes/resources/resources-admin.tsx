import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function ResourcesAdminRoute() {
  return <AreaPlaceholder titleKey="area.resourcesAdmin" />;
}
