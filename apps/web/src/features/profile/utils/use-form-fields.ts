import { useState } from 'react';
import type { ChangeEvent } from 'react';

/** A form's text values and field errors, and the props that bind an input to one field. */
export function useFormFields<TField extends string>(initialValues: Record<TField, string>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const fieldProps = (name: TField) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    error: errors[name],
  });
  return { values, setValues, errors, setErrors, fieldProps };
}
