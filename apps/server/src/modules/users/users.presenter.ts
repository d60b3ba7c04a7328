import {
  matchSupportedLocale,
  type TPolicyAcceptance,
  type TLocaleCode,
  type TPublicUser,
  type TUser,
  type TUserSummary,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TPolicyAcceptanceRow, TUserProfileRow, TUserSummaryRow } from './users.repository.ts';

/** The name of the user's location in a language, or none when the user has no location. */
function locationNamesOf(row: TUserProfileRow, locale: TLocaleCode): string[] {
  const name = locale === 'fr-CA' ? row.location_name_fr : row.location_name_en;
  return name ? [name] : [];
}

/**
 * The User entity of spec section 3. `locationNames` holds the name of the user's location (one
 * location per user today), in the user's browsing language, else in `fallbackLocale`.
 */
export function presentUser(row: TUserProfileRow, fallbackLocale: TLocaleCode): TUser {
  const browsingLanguage = matchSupportedLocale(row.browsing_language_preference) ?? null;
  return {
    userCode: row.user_code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    pictureMediaId: row.picture_media_id,
    // A stored value the product no longer supports reads as "no preference", never as an error.
    browsingLanguagePreference: browsingLanguage,
    firstPreferenceUpdated: toBool(row.first_preference_updated),
    hasReportees: toBool(row.has_reportees),
    locationNames: locationNamesOf(row, browsingLanguage ?? fallbackLocale),
    jobRoleCode: row.job_role_code,
    jobRole: row.job_title,
    showMessage: toBool(row.show_message),
  };
}

/** A colleague's public profile: name, picture and job title, nothing private. */
export function presentPublicUser(user: TUser): TPublicUser {
  return {
    userCode: user.userCode,
    firstName: user.firstName,
    lastName: user.lastName,
    pictureMediaId: user.pictureMediaId,
    jobRole: user.jobRole,
  };
}

/** A user as directory lists show one. */
export function presentUserSummary(row: TUserSummaryRow): TUserSummary {
  return {
    userCode: row.user_code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    pictureMediaId: row.picture_media_id,
    jobRoleCode: row.job_role_code,
    jobRole: row.job_title,
    managerUserCode: row.manager_user_code,
    status: row.status,
  };
}

/** A policy version the user accepted, and when. */
export function presentPolicyAcceptance(row: TPolicyAcceptanceRow): TPolicyAcceptance {
  return { notificationCode: row.notification_code, acceptedAt: row.accepted_at };
}
