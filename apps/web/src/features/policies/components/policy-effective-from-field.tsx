import '@mantine/dates/styles.layer.css';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import 'dayjs/locale/fr-ca';
import { useTranslation } from 'react-i18next';

type TPolicyEffectiveFromFieldProps = {
  /** The language of the page (the picker's). */
  pageLocale: string;
  /** `form.getInputProps('effectiveFrom')`. */
  inputProps: GetInputPropsReturnType;
};

/** When a version comes into force, in the browser's time zone (never before now). */
export function PolicyEffectiveFromField({ pageLocale, inputProps }: TPolicyEffectiveFromFieldProps) {
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: pageLocale.toLowerCase() }}>
      <DateTimePicker
        label={t('admin.policies.field.effectiveFrom')}
        valueFormat="LLL"
        minDate={new Date()}
        timePickerProps={{
          hoursInputLabel: t('admin.policies.field.hours'),
          minutesInputLabel: t('admin.policies.field.minutes'),
        }}
        submitButtonProps={{ 'aria-label': t('admin.policies.field.confirmTime') }}
        {...inputProps}
      />
    </DatesProvider>
  );
}
