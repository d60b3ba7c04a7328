import { Alert, Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { StatusLoader } from './status-loader';

/** Loading: a named spinner (see StatusLoader) with some room around it. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <Group py="sm">
      <StatusLoader label={label} />
    </Group>
  );
}

type TErrorAlertProps = {
  title?: string | undefined;
  text: string;
  /** The retry button's text; without it (or without `onRetry`) no retry is offered. */
  retryLabel?: string | undefined;
  onRetry?: (() => void) | undefined;
};

/** Something that could not be read, with a way to ask again. */
export function ErrorAlert({ title, text, retryLabel, onRetry }: TErrorAlertProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{text}</Text>
      {retryLabel && onRetry ? (
        <Button size="compact-sm" variant="outline" color="red.9" mt="xs" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}

type TQueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  /** The spinner's name, for screen readers. */
  loadingLabel: string;
  errorTitle?: string;
  errorText: string;
  /** The retry button's text; without it no retry is offered. */
  retryLabel?: string;
  /** Shown while loading instead of the spinner: a skeleton of the content's final size. */
  skeleton?: ReactNode;
  children: (data: TData) => ReactNode;
};

/** A query's data through `children`, or its loading state, or its error with a way to ask again. */
export function QueryState<TData>({
  query,
  loadingLabel,
  errorTitle,
  errorText,
  retryLabel,
  skeleton,
  children,
}: TQueryStateProps<TData>) {
  // Arriving data renders in a transition: React builds the content in slices that leave a
  // phone's main thread free, the loading state standing meanwhile.
  const data = useDeferredValue(query.data);
  if (query.isError) {
    return (
      <ErrorAlert title={errorTitle} text={errorText} retryLabel={retryLabel} onRetry={() => void query.refetch()} />
    );
  }
  if (data === undefined) {
    return skeleton ?? <LoadingIndicator label={loadingLabel} />;
  }
  return children(data);
}
