import { ContactValidation, ZSubmitIssueRequestSchema } from '@portal/contracts';
import type { TSubmitIssueRequest } from '@portal/contracts';

export type TContactField = keyof TSubmitIssueRequest;

/** A field's problem as a translation key and its values (the schema's English messages are not shown). */
export type TContactFieldError = {
  key:
    | 'contact.error.nameRequired'
    | 'contact.error.emailInvalid'
    | 'contact.error.subjectRequired'
    | 'contact.error.messageRequired'
    | 'contact.error.tooLong';
  values?: { max: number };
};

export type TContactValidation =
  | { success: true; data: TSubmitIssueRequest }
  | { success: false; errors: Partial<Record<TContactField, TContactFieldError>> };

const REQUIRED_KEYS: Record<TContactField, TContactFieldError['key']> = {
  name: 'contact.error.nameRequired',
  email: 'contact.error.emailInvalid',
  subject: 'contact.error.subjectRequired',
  message: 'contact.error.messageRequired',
};

const MAX_LENGTHS: Record<TContactField, number> = {
  name: ContactValidation.maxNameLength,
  email: ContactValidation.maxEmailLength,
  subject: ContactValidation.maxSubjectLength,
  message: ContactValidation.maxMessageLength,
};

function isContactField(value: unknown): value is TContactField {
  return value === 'name' || value === 'email' || value === 'subject' || value === 'message';
}

/** Checks the form with the contract's schema (the server's) and names the first problem of each field. */
export function validateContactForm(values: TSubmitIssueRequest): TContactValidation {
  const result = ZSubmitIssueRequestSchema.safeParse(values);
  if (result.success) {
    return { success: true, data: result.data };
  }
  const errors: Partial<Record<TContactField, TContactFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || errors[field]) {
      continue;
    }
    errors[field] =
      issue.code === 'too_big'
        ? { key: 'contact.error.tooLong', values: { max: MAX_LENGTHS[field] } }
        : { key: REQUIRED_KEYS[field] };
  }
  return { success: false, errors };
}
