import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function NotificationsRoute() {
  return <AreaPlaceholder titleKey="area.notifications" />;
}
