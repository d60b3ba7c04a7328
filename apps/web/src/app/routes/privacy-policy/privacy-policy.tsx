import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function PrivacyPolicyRoute() {
  return <AreaPlaceholder titleKey="area.privacyPolicy" />;
}
