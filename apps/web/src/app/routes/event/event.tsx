import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function EventRoute() {
  return <AreaPlaceholder titleKey="area.event" />;
}
