import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function AssessmentRoute() {
  return <AreaPlaceholder titleKey="area.assessment" />;
}
