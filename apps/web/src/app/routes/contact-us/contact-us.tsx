import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function ContactUsRoute() {
  return <AreaPlaceholder titleKey="area.contactUs" />;
}
