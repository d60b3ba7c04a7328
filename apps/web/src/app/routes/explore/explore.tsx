import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function ExploreRoute() {
  return <AreaPlaceholder titleKey="area.explore" />;
}
