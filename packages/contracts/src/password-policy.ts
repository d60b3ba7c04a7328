import { z } from 'zod';

/** A tenant's password rules (`GET /api/tenant/PasswordConfig`). */
export const ZPasswordConfigSchema = z.object({
  minLength: z.number().int().min(1),
  maxLength: z.number().int().min(1),
  requireUppercase: z.boolean(),
  requireLowercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSpecial: z.boolean(),
});
export type TPasswordConfig = z.infer<typeof ZPasswordConfigSchema>;

/** The rules of a tenant that has stored none (the column defaults of `tenant_password_policies`). */
export const PASSWORD_POLICY_DEFAULTS: TPasswordConfig = {
  minLength: 10,
  maxLength: 128,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: false,
};

/** Why a password breaks a tenant's rules: stable codes the web app translates. */
export type TPasswordProblem =
  'too_short' | 'too_long' | 'needs_uppercase' | 'needs_lowercase' | 'needs_digit' | 'needs_special';

/** Every rule the password breaks (empty when it is acceptable). Shared by the form and the server. */
export function checkPasswordAgainstPolicy(password: string, policy: TPasswordConfig): TPasswordProblem[] {
  const problems: TPasswordProblem[] = [];
  if (password.length < policy.minLength) {
    problems.push('too_short');
  }
  if (password.length > policy.maxLength) {
    problems.push('too_long');
  }
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) {
    problems.push('needs_uppercase');
  }
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) {
    problems.push('needs_lowercase');
  }
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) {
    problems.push('needs_digit');
  }
  if (policy.requireSpecial && !/[^\p{L}\p{Nd}]/u.test(password)) {
    problems.push('needs_special');
  }
  return problems;
}
