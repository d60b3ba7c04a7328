import '@mantine/dates/styles.layer.css';
import { Indicator } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/fr-ca';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';

type TEventsCalendarProps = {
  locale: string;
  /** 'YYYY-MM-01' of the month shown. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Sessions per local day ('YYYY-MM-DD'), of the month shown. */
  sessionDays: ReadonlyMap<string, number>;
  selectedDay: string | null;
  onSelectDay: (day: string | null) => void;
};

/**
 * A month with its session days marked; a day with sessions picks them (again: all of the list).
 * Mantine's days are buttons, so arrows move between days and Enter picks, as in its date pickers.
 */
export function EventsCalendar({
  locale,
  month,
  onMonthChange,
  sessionDays,
  selectedDay,
  onSelectDay,
}: TEventsCalendarProps) {
  const { t } = useTranslation();
  const dayName = dateTimeFormat(locale, { dateStyle: 'full' });
  return (
    <DatesProvider settings={{ locale: locale.toLowerCase() }}>
      <Calendar
        date={month}
        onDateChange={(date) => {
          onMonthChange(`${date.slice(0, 7)}-01`);
        }}
        maxLevel="year"
        // No red weekends and no greyed days of the next month: both fail contrast, and only the
        // marked session days need to stand out.
        weekendDays={[]}
        hideOutsideDates
        nextLabel={t('events.calendar.nextMonth')}
        previousLabel={t('events.calendar.previousMonth')}
        ariaLabels={{
          nextMonth: t('events.calendar.nextMonth'),
          previousMonth: t('events.calendar.previousMonth'),
          nextYear: t('events.calendar.nextYear'),
          previousYear: t('events.calendar.previousYear'),
        }}
        getDayAriaLabel={(date) => {
          const [year, monthNo, day] = date.split('-').map(Number) as [number, number, number];
          const name = dayName.format(new Date(year, monthNo - 1, day));
          const count = sessionDays.get(date.slice(0, 10)) ?? 0;
          return count > 0 ? t('events.calendar.dayWithSessions', { day: name, count }) : name;
        }}
        getDayProps={(date) => {
          const day = date.slice(0, 10);
          const hasSessions = (sessionDays.get(day) ?? 0) > 0;
          return {
            selected: day === selectedDay,
            onClick: () => onSelectDay(day === selectedDay || !hasSessions ? null : day),
          };
        }}
        renderDay={(date) => {
          const day = date.slice(0, 10);
          const hasSessions = (sessionDays.get(day) ?? 0) > 0;
          return (
            <Indicator
              size={6}
              color="blue.8"
              offset={-2}
              disabled={!hasSessions}
              data-session-day={hasSessions || undefined}
            >
              <div>{Number(day.slice(8, 10))}</div>
            </Indicator>
          );
        }}
      />
    </DatesProvider>
  );
}
