import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function NewsRoute() {
  return <AreaPlaceholder titleKey="area.news" />;
}
