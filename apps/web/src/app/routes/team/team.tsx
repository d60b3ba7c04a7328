import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function TeamRoute() {
  return <AreaPlaceholder titleKey="area.team" />;
}
