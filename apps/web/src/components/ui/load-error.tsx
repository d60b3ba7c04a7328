import { ApiError } from '../../lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorAlert } from './query-state';
import type { ReactNode } from 'react';

type TLoadErrorProps = {
  error: unknown;
  /** Shown when the server answered 404: the thing is gone or was never there. */
  notFound: { title: string; text: string; action: ReactNode };
  errorText: string;
  retryLabel: string;
  onRetry: () => void;
};

/** A page's failed read: "not found" with a way back on a 404, else the error with a retry. */
export function LoadError({ error, notFound, errorText, retryLabel, onRetry }: TLoadErrorProps) {
  if (error instanceof ApiError && error.status === 404) {
    return <EmptyState title={notFound.title} text={notFound.text} action={notFound.action} />;
  }
  return <ErrorAlert text={errorText} retryLabel={retryLabel} onRetry={onRetry} />;
}
