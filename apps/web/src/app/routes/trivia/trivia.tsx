import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function TriviaRoute() {
  return <AreaPlaceholder titleKey="area.trivia" />;
}
