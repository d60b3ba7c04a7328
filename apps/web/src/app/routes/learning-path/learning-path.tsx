import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function LearningPathRoute() {
  return <AreaPlaceholder titleKey="area.learningPath" />;
}
