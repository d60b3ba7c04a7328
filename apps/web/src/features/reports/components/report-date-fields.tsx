import '@mantine/dates/styles.layer.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/fr-ca';
import { useTranslation } from 'react-i18next';

type TReportDateFieldsProps = {
  locale: string;
  from: string | null;
  to: string | null;
  onChange: (dates: { from: string | null; to: string | null }) => void;
};

/** The date range of a report (inclusive days), loaded only by the reports that have one. */
export function ReportDateFields({ locale, from, to, onChange }: TReportDateFieldsProps) {
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: locale.toLowerCase() }}>
      <DatePickerInput
        label={t('reports.filter.from')}
        value={from}
        onChange={(next) => onChange({ from: next, to })}
        maxDate={to ?? undefined}
        valueFormat="LL"
        clearable
        miw={160}
      />
      <DatePickerInput
        label={t('reports.filter.to')}
        value={to}
        onChange={(next) => onChange({ from, to: next })}
        minDate={from ?? undefined}
        valueFormat="LL"
        clearable
        miw={160}
      />
    </DatesProvider>
  );
}
