import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function StoresRoute() {
  return <AreaPlaceholder titleKey="area.stores" />;
}
