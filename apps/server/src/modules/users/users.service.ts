import {
  checkPasswordAgainstPolicy,
  EMAIL_TAKEN,
  PASSWORD_INCORRECT,
  PASSWORD_SAME_AS_OLD,
  PICTURE_MEDIA_NOT_FOUND,
  PICTURE_NOT_AN_IMAGE,
  type TAcceptPolicyNotificationRequest,
  type TPolicyAcceptance,
  type TChangePasswordRequest,
  type TCountUsersByTagResponse,
  type TListApprovedUsersRequest,
  type TListMyReporteesRequest,
  type TLocaleCode,
  PASSWORD_POLICY_DEFAULTS,
  type TPasswordConfig,
  type TUpdateProfilePictureRequest,
  type TUpdateUserBrowserLanguageRequest,
  type TUpdateUserInfoRequest,
  type TPublicUser,
  type TUser,
  type TUserSummary,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/listing.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { findMediaByIds } from '../media/media.service.ts';
import { assertActsOnSelf, canSeeWholeProfile, type TActor } from './users.policy.ts';
import { presentPolicyAcceptance, presentPublicUser, presentUser, presentUserSummary } from './users.presenter.ts';
import {
  countActiveUsersByTags,
  findManagers,
  findPasswordHash,
  findPasswordPolicy,
  findPictureOf,
  findPolicyAcceptances,
  findUserProfile,
  findUsersByCodes,
  hasOtherUserWithEmail,
  insertPolicyAcceptance,
  isActiveReportee,
  listUsers,
  replacePasswordHash,
  updateUserProfile,
  type TUserListQuery,
} from './users.repository.ts';

export type { TActor } from './users.policy.ts';

type TPaged<T> = { result: T[]; totalRecords: number };
type TUserListRequest = Pick<TListMyReporteesRequest, 'displayAll' | 'pageNo' | 'pageSize' | 'sortColumns'> & {
  searchText?: string | undefined;
};

export type TUsersService = ReturnType<typeof createUsersService>;

/** How password checks are limited (the identity service's per-account failure limit). */
export type TPasswordCheckLimiter = (
  tenantCode: string,
  userCode: string,
  check: () => Promise<boolean>,
) => Promise<boolean>;

export type TUsersServiceDependencies = {
  limitPasswordCheck: TPasswordCheckLimiter;
  /**
   * Deletes the picture a user replaced or removed, when it is still their upload and nothing
   * else uses it (the media service's `discardUploadedMedia`).
   */
  discardPicture: (tenantCode: string, userCode: string, mediaId: string) => Promise<void>;
};

/** The Auth service's user calls: the caller's own profile, reportees, the tenant's directory. */
export function createUsersService(
  db: Kysely<Database>,
  { limitPasswordCheck, discardPicture }: TUsersServiceDependencies,
) {
  async function loadUser(actor: TActor, userCode: string): Promise<TUser> {
    const row = await findUserProfile(db, actor.tenantCode, userCode);
    if (!row) {
      throw notFound('The user');
    }
    return presentUser(row, actor.defaultLocale);
  }

  async function updateOwnProfile(actor: TActor, patch: Parameters<typeof updateUserProfile>[3]): Promise<void> {
    const isUpdated = await updateUserProfile(db, actor.tenantCode, actor.userId, patch, new Date().toISOString());
    if (!isUpdated) {
      throw notFound('The user');
    }
  }

  async function listPage(actor: TActor, request: TUserListRequest, filter: Partial<TUserListQuery>) {
    const { rows, totalRecords } = await listUsers(db, actor.tenantCode, {
      isActiveOnly: true,
      ...filter,
      searchText: request.searchText,
      sort: request.sortColumns,
      ...pageWindow(request),
    });
    return { result: rows.map(presentUserSummary), totalRecords };
  }

  /** The signed-in user (spec section 3, User). */
  function getCurrentUser(actor: TActor): Promise<TUser> {
    return loadUser(actor, actor.userCode);
  }

  /**
   * A user of the actor's tenant (a user of another tenant is not found): the whole profile for
   * the user, their manager and user admins, the public profile for everyone else.
   */
  async function getUser(actor: TActor, userCode: string): Promise<TUser | TPublicUser> {
    const row = await findUserProfile(db, actor.tenantCode, userCode);
    if (!row) {
      throw notFound('The user');
    }
    const user = presentUser(row, actor.defaultLocale);
    const isWhole = canSeeWholeProfile(actor, { userCode: row.user_code, managerUserCode: row.manager_user_code });
    return isWhole ? user : presentPublicUser(user);
  }

  /** Whether the password is the actor's current one (false for accounts without a local password). */
  async function checkOldPassword(actor: TActor, oldPassword: string): Promise<boolean> {
    const row = await findPasswordHash(db, actor.tenantCode, actor.userId);
    const hash = row?.password_hash;
    if (!hash) {
      return false;
    }
    return limitPasswordCheck(actor.tenantCode, actor.userCode, () => verifyPassword(hash, oldPassword));
  }

  /**
   * Changes the actor's password: the old one must match, the new one must follow the tenant's
   * rules and differ from the old one. Field errors name every broken rule by its code.
   */
  async function changePassword(actor: TActor, request: TChangePasswordRequest): Promise<void> {
    const row = await findPasswordHash(db, actor.tenantCode, actor.userId);
    if (!row) {
      throw notFound('The user');
    }
    const currentHash = row.password_hash;
    if (!currentHash) {
      throw new AppError('forbidden', 'This account signs in through an external identity provider.');
    }
    const isOldCorrect = await limitPasswordCheck(actor.tenantCode, actor.userCode, () =>
      verifyPassword(currentHash, request.oldPassword),
    );
    if (!isOldCorrect) {
      throw new AppError('validation_failed', 'The old password is not correct.', {
        oldPassword: [PASSWORD_INCORRECT],
      });
    }
    const problems: string[] = checkPasswordAgainstPolicy(request.newPassword, await loadPasswordPolicy(actor));
    if (request.newPassword === request.oldPassword) {
      problems.push(PASSWORD_SAME_AS_OLD);
    }
    if (problems.length > 0) {
      throw new AppError('validation_failed', "The new password does not follow the tenant's rules.", {
        newPassword: problems,
      });
    }
    const isReplaced = await replacePasswordHash(db, actor.tenantCode, actor.userId, {
      expectedHash: currentHash,
      newHash: await hashPassword(request.newPassword),
      now: new Date().toISOString(),
    });
    if (!isReplaced) {
      throw new AppError('conflict', 'The password was changed meanwhile: check the old password and try again.');
    }
  }

  async function loadPasswordPolicy(actor: TActor): Promise<TPasswordConfig> {
    const policy = await findPasswordPolicy(db, actor.tenantCode);
    if (!policy) {
      return PASSWORD_POLICY_DEFAULTS;
    }
    return {
      minLength: policy.min_length,
      maxLength: policy.max_length,
      requireUppercase: toBool(policy.require_uppercase),
      requireLowercase: toBool(policy.require_lowercase),
      requireDigit: toBool(policy.require_digit),
      requireSpecial: toBool(policy.require_special),
    };
  }

  /** Records whether the actor has made their first preference choices (onboarding). */
  async function setWelcomeState(actor: TActor, firstPreferenceUpdated: boolean): Promise<boolean> {
    await updateOwnProfile(actor, { first_preference_updated: firstPreferenceUpdated });
    return firstPreferenceUpdated;
  }

  /** Whether another user of the actor's tenant has the email, ignoring case. */
  function checkEmailExists(actor: TActor, email: string): Promise<boolean> {
    return hasOtherUserWithEmail(db, actor.tenantCode, email, actor.userId);
  }

  /**
   * Updates the actor's names, email and job title. Emails are stored lower-case and unique in
   * the tenant: one taken by another user is a 409 conflict (also when a concurrent update wins).
   */
  async function updateUserInfo(actor: TActor, request: TUpdateUserInfoRequest): Promise<TUser> {
    const email = request.email.toLowerCase();
    const emailTaken = () =>
      new AppError('conflict', 'Another user of this organisation already has this email.', {
        email: [EMAIL_TAKEN],
      });
    if (await hasOtherUserWithEmail(db, actor.tenantCode, email, actor.userId)) {
      throw emailTaken();
    }
    try {
      await updateOwnProfile(actor, {
        first_name: request.firstName,
        last_name: request.lastName,
        email,
        ...(request.jobTitle === undefined ? {} : { job_title: request.jobTitle || null }),
      });
    } catch (error) {
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
    return loadUser(actor, actor.userCode);
  }

  /**
   * Stores the actor's picture, or removes it (null), and deletes the picture it replaces. The
   * media must be an image the actor uploaded to the tenant (another tenant's or user's media is
   * not found); both failures are field errors of `mediaId`, as the resource library answers an
   * unknown thumbnail.
   */
  async function updateProfilePicture(actor: TActor, request: TUpdateProfilePictureRequest): Promise<string | null> {
    assertActsOnSelf(actor, { userCode: request.userCode });
    const mediaId = request.mediaId === null ? null : await findPictureMediaId(actor, request.mediaId);
    const previous = await findPictureOf(db, actor.tenantCode, actor.userId);
    await updateOwnProfile(actor, { picture_media_id: mediaId });
    if (previous !== null && previous !== mediaId) {
      // Not kept, nor reachable by an old link.
      await discardPicture(actor.tenantCode, actor.userCode, previous);
    }
    return mediaId;
  }

  /**
   * The id, as stored (lower-case), of an image the actor uploaded to the tenant, or a 400 field
   * error of `mediaId`: only one's own upload, since a replaced picture is deleted.
   */
  async function findPictureMediaId(actor: TActor, mediaId: string): Promise<string> {
    const [media] = await findMediaByIds(db, actor.tenantCode, [mediaId]);
    if (!media || media.uploadedBy !== actor.userCode) {
      throw new AppError('validation_failed', 'The picture was not found among your uploads.', {
        mediaId: [PICTURE_MEDIA_NOT_FOUND],
      });
    }
    if (media.kind !== 'image') {
      throw new AppError('validation_failed', 'The picture must be an image.', { mediaId: [PICTURE_NOT_AN_IMAGE] });
    }
    return media.mediaId;
  }

  /** Stores the actor's browsing language. */
  async function updateBrowserLanguage(
    actor: TActor,
    request: TUpdateUserBrowserLanguageRequest,
  ): Promise<TLocaleCode> {
    assertActsOnSelf(actor, { userCode: request.userCode });
    await updateOwnProfile(actor, { browsing_language_preference: request.langauge });
    return request.langauge;
  }

  /** Stores whether the actor wants to see the message (users.show_message). */
  async function updateShowMessage(actor: TActor, showMessage: boolean): Promise<boolean> {
    await updateOwnProfile(actor, { show_message: showMessage });
    return showMessage;
  }

  /** The actor's active direct reports, paged. */
  function listMyReportees(actor: TActor, request: TListMyReporteesRequest): Promise<TPaged<TUserSummary>> {
    return listPage(actor, request, { managerUserCode: actor.userCode });
  }

  /** Whether the user is an active direct report of the actor. */
  function verifyMyReportee(actor: TActor, userCode: string): Promise<boolean> {
    return isActiveReportee(db, actor.tenantCode, actor.userCode, userCode);
  }

  /** Active users per tag, in the order asked (each tag once), zeros included. */
  async function countUsersByTag(actor: TActor, tags: readonly string[]): Promise<TCountUsersByTagResponse> {
    const distinct = [...new Set(tags)];
    const counts = await countActiveUsersByTags(db, actor.tenantCode, distinct);
    return distinct.map((tag) => ({ tag, count: counts.get(tag) ?? 0 }));
  }

  /** The tenant's active users, paged. A `TenantCode` in the request is ignored: the tenant is the host's. */
  function listApprovedUsers(actor: TActor, request: TListApprovedUsersRequest): Promise<TPaged<TUserSummary>> {
    return listPage(actor, request, {});
  }

  /** The tenant's users among the codes; codes of nobody here (or of another tenant) are skipped. */
  async function getUsersByCodes(actor: TActor, userCodes: readonly string[]): Promise<TUserSummary[]> {
    const rows = await findUsersByCodes(db, actor.tenantCode, [...new Set(userCodes)]);
    return rows.map(presentUserSummary);
  }

  /** Active users of the tenant with at least one active reportee. */
  async function listManagers(actor: TActor): Promise<TUserSummary[]> {
    return (await findManagers(db, actor.tenantCode)).map(presentUserSummary);
  }

  /**
   * Records the actor's acceptance of a policy notification (privacy policy, terms). The body's
   * tenant and user must be the actor's. Accepting again keeps the first acceptance.
   */
  async function acceptPolicyNotification(
    actor: TActor,
    request: TAcceptPolicyNotificationRequest,
  ): Promise<TPolicyAcceptance> {
    assertActsOnSelf(actor, { tenantCode: request.tenantCode, userCode: request.userCode });
    const stored = await insertPolicyAcceptance(db, actor.tenantCode, {
      userCode: actor.userCode,
      notificationCode: request.notificationCode,
      now: new Date().toISOString(),
    });
    return presentPolicyAcceptance(stored);
  }

  /** The policy versions the actor accepted (the onboarding gate compares them with those in force). */
  async function listPolicyAcceptances(actor: TActor): Promise<TPolicyAcceptance[]> {
    return (await findPolicyAcceptances(db, actor.tenantCode, actor.userCode)).map(presentPolicyAcceptance);
  }

  return {
    getCurrentUser,
    getUser,
    checkOldPassword,
    changePassword,
    setWelcomeState,
    checkEmailExists,
    updateUserInfo,
    updateProfilePicture,
    updateBrowserLanguage,
    updateShowMessage,
    listMyReportees,
    verifyMyReportee,
    countUsersByTag,
    listApprovedUsers,
    getUsersByCodes,
    listManagers,
    acceptPolicyNotification,
    listPolicyAcceptances,
  };
}
