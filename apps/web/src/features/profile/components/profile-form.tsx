import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type TProfileFormProps = {
  /** Called on submit; the browser's own submission is prevented. */
  onSubmit: () => void;
  submitLabel: string;
  isPending: boolean;
  isSubmitDisabled?: boolean;
  /** Said once the last save succeeded. */
  savedMessage?: string;
  /** Said when the last save failed for a reason no field shows. */
  errorMessage?: string;
  maw?: number;
  children: ReactNode;
};

/** A form of the profile pages: its fields, what became of the last save, and the submit button. */
export function ProfileForm({
  onSubmit,
  submitLabel,
  isPending,
  isSubmitDisabled = false,
  savedMessage,
  errorMessage,
  maw,
  children,
}: TProfileFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={maw}>
        {children}
        {savedMessage ? (
          <Alert color="green" role="status">
            {savedMessage}
          </Alert>
        ) : null}
        {errorMessage ? (
          <Alert color="red" role="alert">
            {errorMessage}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={isPending} disabled={isSubmitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
