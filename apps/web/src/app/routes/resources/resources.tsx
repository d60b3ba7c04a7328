import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function ResourcesRoute() {
  return <AreaPlaceholder titleKey="area.resources" />;
}
