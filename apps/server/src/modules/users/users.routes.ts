import {
  ADMIN_PERMISSIONS,
  ZAcceptPolicyNotificationRequestSchema,
  ZAcceptPolicyNotificationResponseSchema,
  ZListPolicyAcceptancesResponseSchema,
  ZChangePasswordRequestSchema,
  ZChangePasswordResponseSchema,
  ZCheckEmailExistenceRequestSchema,
  ZCheckEmailExistenceResponseSchema,
  ZCheckOldPasswordRequestSchema,
  ZCheckOldPasswordResponseSchema,
  ZCountUsersByTagRequestSchema,
  ZCountUsersByTagResponseSchema,
  ZGetCurrentUserResponseSchema,
  ZGetUserRequestSchema,
  ZGetUserResponseSchema,
  ZGetUsersByCodesRequestSchema,
  ZGetUsersByCodesResponseSchema,
  ZListApprovedUsersRequestSchema,
  ZListApprovedUsersResponseSchema,
  ZListManagersResponseSchema,
  ZListMyReporteesRequestSchema,
  ZListMyReporteesResponseSchema,
  ZSetUserWelcomeStateRequestSchema,
  ZSetUserWelcomeStateResponseSchema,
  ZUpdateProfilePictureRequestSchema,
  ZUpdateProfilePictureResponseSchema,
  ZUpdateShowMessageRequestSchema,
  ZUpdateShowMessageResponseSchema,
  ZUpdateUserBrowserLanguageRequestSchema,
  ZUpdateUserBrowserLanguageResponseSchema,
  ZUpdateUserInfoRequestSchema,
  ZUpdateUserInfoResponseSchema,
  ZVerifyMyReporteeRequestSchema,
  ZVerifyMyReporteeResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TUsersService } from './users.service.ts';
import { succeeded } from '../../lib/api-result.ts';

/** Directory lookups serve admin features: any administrative permission opens them. */
const DIRECTORY = requirePermissions(ADMIN_PERMISSIONS, 'any');

/** Auth service calls about users (spec section 7): profile, password, reportees, directory, acceptance. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: TUsersService }> = async (app, { users }) => {
  app.get(
    '/api/userprofile/getcurrentuser',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: ZGetCurrentUserResponseSchema },
      },
    },
    async (request) => users.getCurrentUser(actorOf(request)),
  );

  app.get(
    '/api/user/:userCode',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "A user of the caller's tenant",
        params: ZGetUserRequestSchema,
        response: { 200: ZGetUserResponseSchema },
      },
    },
    async (request) => users.getUser(actorOf(request), request.params.userCode),
  );

  app.post(
    '/api/user/checkoldpassword',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "Whether a password is the caller's current one",
        body: ZCheckOldPasswordRequestSchema,
        response: { 200: ZCheckOldPasswordResponseSchema },
      },
    },
    async (request) => succeeded(await users.checkOldPassword(actorOf(request), request.body.oldPassword)),
  );

  app.post(
    '/api/user/changepassword',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "Changes the caller's password under the tenant's rules",
        body: ZChangePasswordRequestSchema,
        response: { 200: ZChangePasswordResponseSchema },
      },
    },
    async (request) => {
      await users.changePassword(actorOf(request), request.body);
      return succeeded(true);
    },
  );

  app.post(
    '/api/userprofile/setuserwelcomestate',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Records whether the caller has made their first preference choices',
        body: ZSetUserWelcomeStateRequestSchema,
        response: { 200: ZSetUserWelcomeStateResponseSchema },
      },
    },
    async (request) => succeeded(await users.setWelcomeState(actorOf(request), request.body.firstPreferenceUpdated)),
  );

  app.post(
    '/api/userprofile/checkemailexistance',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "Whether another user of the caller's tenant has an email",
        body: ZCheckEmailExistenceRequestSchema,
        response: { 200: ZCheckEmailExistenceResponseSchema },
      },
    },
    async (request) => succeeded(await users.checkEmailExists(actorOf(request), request.body.email)),
  );

  app.post(
    '/api/userprofile/updateuserinfo',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "Updates the caller's names, email and job title",
        body: ZUpdateUserInfoRequestSchema,
        response: { 200: ZUpdateUserInfoResponseSchema },
      },
    },
    async (request) => succeeded(await users.updateUserInfo(actorOf(request), request.body)),
  );

  app.put(
    '/api/userprofile/updateprofilepicture',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "Stores the caller's picture (a media id)",
        body: ZUpdateProfilePictureRequestSchema,
        response: { 200: ZUpdateProfilePictureResponseSchema },
      },
    },
    async (request) => succeeded(await users.updateProfilePicture(actorOf(request), request.body)),
  );

  app.post(
    '/api/userprofile/userbrowserlanguage',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "Stores the caller's browsing language",
        body: ZUpdateUserBrowserLanguageRequestSchema,
        response: { 200: ZUpdateUserBrowserLanguageResponseSchema },
      },
    },
    async (request) => succeeded(await users.updateBrowserLanguage(actorOf(request), request.body)),
  );

  app.post(
    '/api/userprofile/updateshowmessagerequest',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Stores whether the caller wants to see the message',
        body: ZUpdateShowMessageRequestSchema,
        response: { 200: ZUpdateShowMessageResponseSchema },
      },
    },
    async (request) => succeeded(await users.updateShowMessage(actorOf(request), request.body.showMessage)),
  );

  app.post(
    '/api/userprofile/myreportees',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: "The caller's direct reports, paged",
        body: ZListMyReporteesRequestSchema,
        response: { 200: ZListMyReporteesResponseSchema },
      },
    },
    async (request) => users.listMyReportees(actorOf(request), request.body),
  );

  app.get(
    '/api/userprofile/myreportee/:id/verify',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Whether a user reports to the caller',
        params: ZVerifyMyReporteeRequestSchema,
        response: { 200: ZVerifyMyReporteeResponseSchema },
      },
    },
    async (request) => succeeded(await users.verifyMyReportee(actorOf(request), request.params.id)),
  );

  app.post(
    '/api/user/countbytag',
    {
      config: { access: DIRECTORY },
      schema: {
        tags: ['users'],
        summary: 'Active users per tag',
        body: ZCountUsersByTagRequestSchema,
        response: { 200: ZCountUsersByTagResponseSchema },
      },
    },
    async (request) => users.countUsersByTag(actorOf(request), request.body.tags),
  );

  app.post(
    '/api/user/getallapproved',
    {
      config: { access: DIRECTORY },
      schema: {
        tags: ['users'],
        summary: "The tenant's active users, paged",
        body: ZListApprovedUsersRequestSchema,
        response: { 200: ZListApprovedUsersResponseSchema },
      },
    },
    async (request) => users.listApprovedUsers(actorOf(request), request.body),
  );

  app.post(
    '/api/user/getbyusercodes',
    {
      config: { access: DIRECTORY },
      schema: {
        tags: ['users'],
        summary: "The tenant's users among some user codes",
        body: ZGetUsersByCodesRequestSchema,
        response: { 200: ZGetUsersByCodesResponseSchema },
      },
    },
    async (request) => users.getUsersByCodes(actorOf(request), request.body.userCodes),
  );

  app.get(
    '/api/user/getManagerList',
    {
      config: { access: DIRECTORY },
      schema: {
        tags: ['users'],
        summary: 'Users who have reportees',
        response: { 200: ZListManagersResponseSchema },
      },
    },
    async (request) => users.listManagers(actorOf(request)),
  );

  app.get(
    '/api/UserNotificationAcceptance',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'The policy versions the caller has accepted',
        response: { 200: ZListPolicyAcceptancesResponseSchema },
      },
    },
    async (request) => succeeded(await users.listPolicyAcceptances(actorOf(request))),
  );

  app.post(
    '/api/UserNotificationAcceptance',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Records that the caller accepted a policy notification',
        body: ZAcceptPolicyNotificationRequestSchema,
        response: { 200: ZAcceptPolicyNotificationResponseSchema },
      },
    },
    async (request) => succeeded(await users.acceptPolicyNotification(actorOf(request), request.body)),
  );
};
