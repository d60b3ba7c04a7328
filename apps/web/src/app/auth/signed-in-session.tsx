import type { TUser } from '@portal/contracts';
import { createContext, useContext } from 'react';

export type TSignedInSession = {
  user: TUser;
  permissions: ReadonlySet<string>;
};

export const SignedInSessionContext = createContext<TSignedInSession | null>(null);

/** The signed-in user and their permissions; only below the root guard. */
export function useSignedInSession(): TSignedInSession {
  const session = useContext(SignedInSessionContext);
  if (!session) {
    throw new Error('useSignedInSession must be used below <RequireAuth>');
  }
  return session;
}
