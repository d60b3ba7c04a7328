import { MultiSelect } from '@mantine/core';
import type { TJobRole, TLocation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { UserPicker } from './user-picker';

/** Whom an assignment names: job roles, locations (ids as text, as the pickers hold them) and people. */
export type TAudience = { jobRoleCodes: string[]; locationIds: string[]; userCodes: string[] };

type TAudienceFieldsProps = {
  /** The auth service, whose user directory the people picker searches. */
  authServiceUrl: string;
  jobRoles: readonly TJobRole[];
  locations: readonly TLocation[];
  value: TAudience;
  onChange: (audience: TAudience) => void;
};

/** The three pickers of an assignment (a learning path's, an assessment set's): job roles, locations, people. */
export function AudienceFields({ authServiceUrl, jobRoles, locations, value, onChange }: TAudienceFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <MultiSelect
        label={t('audience.jobRoles')}
        searchable
        data={jobRoles.map((role) => ({ value: role.code, label: role.name }))}
        value={value.jobRoleCodes}
        onChange={(jobRoleCodes) => onChange({ ...value, jobRoleCodes })}
        nothingFoundMessage={t('dropdown.empty')}
      />
      <MultiSelect
        label={t('audience.locations')}
        searchable
        data={locations.map((location) => ({ value: String(location.locationId), label: location.name }))}
        value={value.locationIds}
        onChange={(locationIds) => onChange({ ...value, locationIds })}
        nothingFoundMessage={t('dropdown.empty')}
      />
      <UserPicker
        authService={authServiceUrl}
        label={t('audience.users')}
        description={t('audience.usersHint')}
        value={value.userCodes}
        onChange={(userCodes) => onChange({ ...value, userCodes })}
      />
    </>
  );
}
