import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function OnboardingRoute() {
  return <AreaPlaceholder titleKey="area.onboarding" />;
}

export function OnboardingPolicyRoute() {
  return <AreaPlaceholder titleKey="area.onboardingPolicy" />;
}

export function OnboardingPreferencesRoute() {
  return <AreaPlaceholder titleKey="area.onboardingPreferences" />;
}

export function OnboardingWelcomeBeginRoute() {
  return <AreaPlaceholder titleKey="area.onboardingWelcomeBegin" />;
}

export function OnboardingWelcomeEndRoute() {
  return <AreaPlaceholder titleKey="area.onboardingWelcomeEnd" />;
}
