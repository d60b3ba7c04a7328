import { z } from 'zod';
import { apiResult } from './common.ts';

/** Contact us (spec section 7 "Tenant notifications (core)"): `POST /api/TenantNotification/submitissue`. */

export const ContactValidation = {
  maxNameLength: 100,
  maxEmailLength: 320,
  maxSubjectLength: 200,
  maxMessageLength: 4000,
} as const;

export const ZSubmitIssueRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(ContactValidation.maxNameLength),
  email: z.email('Please provide a valid email address').max(ContactValidation.maxEmailLength),
  subject: z.string().trim().min(1, 'Subject is required').max(ContactValidation.maxSubjectLength),
  message: z.string().trim().min(1, 'Message is required').max(ContactValidation.maxMessageLength),
});
export type TSubmitIssueRequest = z.infer<typeof ZSubmitIssueRequestSchema>;

/** `returnValue` is the stored request's id. */
export const ZSubmitIssueResponseSchema = apiResult(z.number().int());
export type TSubmitIssueResponse = z.infer<typeof ZSubmitIssueResponseSchema>;
