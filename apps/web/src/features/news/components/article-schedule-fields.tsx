import '@mantine/dates/styles.layer.css';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import 'dayjs/locale/fr-ca';
import { useTranslation } from 'react-i18next';

type TArticleScheduleFieldsProps = {
  locale: string;
  /** `form.getInputProps('publishAt')`, then of `expiresAt`. */
  publishAt: GetInputPropsReturnType;
  expiresAt: GetInputPropsReturnType;
};

/** When the article goes live and when it leaves the news, in the browser's time zone. */
export function ArticleScheduleFields({ locale, publishAt, expiresAt }: TArticleScheduleFieldsProps) {
  const { t } = useTranslation();
  const pickerProps = {
    valueFormat: 'LLL',
    clearable: true,
    miw: 220,
    timePickerProps: {
      hoursInputLabel: t('newsAdmin.form.hours'),
      minutesInputLabel: t('newsAdmin.form.minutes'),
    },
    submitButtonProps: { 'aria-label': t('newsAdmin.form.confirmTime') },
  } as const;
  return (
    <DatesProvider settings={{ locale: locale.toLowerCase() }}>
      <DateTimePicker
        label={t('newsAdmin.form.publishAt')}
        description={t('newsAdmin.form.publishAtHint')}
        clearButtonProps={{ 'aria-label': t('newsAdmin.form.clearPublishAt') }}
        {...pickerProps}
        {...publishAt}
      />
      <DateTimePicker
        label={t('newsAdmin.form.expiresAt')}
        description={t('newsAdmin.form.expiresAtHint')}
        clearButtonProps={{ 'aria-label': t('newsAdmin.form.clearExpiresAt') }}
        {...pickerProps}
        {...expiresAt}
      />
    </DatesProvider>
  );
}
