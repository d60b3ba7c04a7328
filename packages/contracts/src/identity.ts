import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locale-codes.ts';

export const SignInValidation = { maxEmailLength: 320, maxPasswordLength: 1024 } as const;

/** The server-rendered sign-in form (application/x-www-form-urlencoded). */
export const ZSignInFormSchema = z.object({
  _csrf: z.string().min(1).max(200),
  email: z.string().trim().min(1).max(SignInValidation.maxEmailLength),
  password: z.string().min(1).max(SignInValidation.maxPasswordLength),
  lang: z.enum(SUPPORTED_LOCALES).optional(),
});
export type TSignInForm = z.infer<typeof ZSignInFormSchema>;

/** acr_values of an authorization request: `tenant:{code}` and, for federation, `idp:{name}`. */
export function parseAcrValues(acrValues: string | undefined): { tenant?: string; idp?: string } {
  const result: { tenant?: string; idp?: string } = {};
  for (const value of acrValues?.split(' ') ?? []) {
    const [kind, name] = value.split(':', 2);
    if ((kind === 'tenant' || kind === 'idp') && name) {
      result[kind] = name;
    }
  }
  return result;
}
