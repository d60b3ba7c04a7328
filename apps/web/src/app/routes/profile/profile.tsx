import { AreaPlaceholder } from '../../../components/ui/area-placeholder';

export function ProfileRoute() {
  return <AreaPlaceholder titleKey="area.profile" />;
}

export function ProfileAccomplishmentsRoute() {
  return <AreaPlaceholder titleKey="area.profileAccomplishments" />;
}

export function ProfileActivityRoute() {
  return <AreaPlaceholder titleKey="area.profileActivity" />;
}

export function ProfilePreferencesRoute() {
  return <AreaPlaceholder titleKey="area.profilePreferences" />;
}

export function ProfileSecurityRoute() {
  return <AreaPlaceholder titleKey="area.profileSecurity" />;
}
