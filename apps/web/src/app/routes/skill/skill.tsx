import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function SkillRoute() {
  return <AreaPlaceholder titleKey="area.skill" />;
}
