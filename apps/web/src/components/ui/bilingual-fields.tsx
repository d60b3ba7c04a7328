import { TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type TBilingualFieldsProps = {
  labelEn: string;
  labelFr: string;
  /** One hint under both fields. */
  description?: string;
  maxLength: number;
  /** Rows of a multi-line field; without it, two one-line inputs. */
  rows?: number;
  /** `form.getInputProps` of the English field, then of the French one. */
  en: GetInputPropsReturnType;
  fr: GetInputPropsReturnType;
};

/** A text asked in English and in Canadian French: two fields side by side, each with its `lang`. */
export function BilingualFields({ labelEn, labelFr, description, maxLength, rows, en, fr }: TBilingualFieldsProps) {
  const Field = rows === undefined ? TextInput : Textarea;
  return (
    <>
      <Field label={labelEn} description={description} lang="en" rows={rows} maxLength={maxLength} {...en} />
      <Field label={labelFr} description={description} lang="fr-CA" rows={rows} maxLength={maxLength} {...fr} />
    </>
  );
}
