import { Image, Stack, Text, Title } from '@mantine/core';
import type { TEventSession } from '@portal/contracts';
import { eventMessageKeyOf } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton, TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { sessionCalendarUrl, useChangeRegistration, useEvent } from '../../../features/events/api/learner-events';
import { SessionCard } from '../../../features/events/components/session-actions';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { downloadCalendarFile } from './download-calendar-file';
import { useEvents } from './use-events';

/** The words of a refused registration (closed, cancelled, over), else a general failure. */
function useRegistrationErrorText() {
  const { t } = useTranslation();
  return (error: unknown, fallback: TMessageKey): string => {
    const detail = error instanceof ApiError ? (error.problem?.detail ?? '') : '';
    const key = eventMessageKeyOf(detail);
    return key ? t(key as TMessageKey) : t(fallback);
  };
}

function EventBody({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, locale, coverUrlOf } = useEvents();
  const { showToast } = useToast();
  const event = useEvent(serviceUrl, eventId, locale);
  const change = useChangeRegistration(serviceUrl, locale);
  const errorText = useRegistrationErrorText();
  const [toCancel, setToCancel] = useState<TEventSession | null>(null);
  const breadcrumbs = [{ label: t('area.event'), to: '/event' }];

  if (event.isError) {
    if (event.error instanceof ApiError && event.error.code === 'not_found') {
      return <NotFoundPage />;
    }
    return (
      <Stack gap="lg">
        <PageHeader title={t('events.detail.title')} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('events.detail.error')}
          retryLabel={t('events.retry')}
          onRetry={() => void event.refetch()}
        />
      </Stack>
    );
  }
  if (!event.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('events.detail.title')} breadcrumbs={breadcrumbs} />
        <TextSkeleton label={t('events.detail.loading')} lines={4} />
        <ListSkeleton label={t('events.detail.loadingSessions')} rows={2} rowHeight={140} />
      </Stack>
    );
  }
  const data = event.data;

  const register = (session: TEventSession) => {
    change.mutate(
      { sessionId: session.sessionId, action: 'register' },
      {
        onSuccess: (result) => {
          const registration = result.registration;
          showToast({
            kind: 'success',
            message:
              registration?.status === 'WAITING'
                ? t('events.registration.waitingText', { position: registration.position ?? 0 })
                : t('events.registration.seatedText'),
          });
        },
        onError: (error) => showToast({ kind: 'error', message: errorText(error, 'events.registration.error') }),
      },
    );
  };
  const cancel = () => {
    if (!toCancel) {
      return;
    }
    change.mutate(
      { sessionId: toCancel.sessionId, action: 'cancel' },
      {
        onSuccess: () => {
          setToCancel(null);
          showToast({ kind: 'success', message: t('events.registration.cancelled') });
        },
        onError: (error) => {
          setToCancel(null);
          showToast({ kind: 'error', message: errorText(error, 'events.registration.cancelError') });
        },
      },
    );
  };
  const addToCalendar = (session: TEventSession) => {
    downloadCalendarFile(
      sessionCalendarUrl(serviceUrl, session.sessionId, locale),
      `event-${session.sessionId}.ics`,
    ).catch(() => showToast({ kind: 'error', message: t('events.calendarFile.error') }));
  };

  return (
    <Stack gap="lg">
      <PageHeader title={data.title} breadcrumbs={breadcrumbs} />
      {data.status === 'CANCELLED' ? (
        <ErrorAlert title={t('events.detail.cancelledTitle')} text={t('events.detail.cancelledText')} />
      ) : null}
      {data.coverMediaId ? (
        <Image src={coverUrlOf(data.coverMediaId)} alt="" mah={320} fit="cover" radius="md" />
      ) : null}
      {data.description ? (
        <Text style={{ whiteSpace: 'pre-line' }} maw="48rem">
          {data.description}
        </Text>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="event-sessions-heading">
        <Title order={2} size="h3" id="event-sessions-heading">
          {t('events.detail.sessions', { count: data.sessions.length })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('events.detail.timeZoneNote')}
        </Text>
        {data.sessions.length === 0 ? (
          <EmptyState
            headingOrder={3}
            isCompact
            title={t('events.detail.noSessionsTitle')}
            text={t('events.detail.noSessions')}
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.sessions.map((session) => (
              <SessionCard
                key={session.sessionId}
                session={session}
                locale={locale}
                isPending={change.isPending && change.variables.sessionId === session.sessionId}
                onRegister={() => register(session)}
                onCancel={() => setToCancel(session)}
                onAddToCalendar={() => addToCalendar(session)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={toCancel !== null}
        title={
          toCancel?.myRegistration?.status === 'WAITING'
            ? t('events.cancelDialog.waitingTitle')
            : t('events.cancelDialog.title')
        }
        message={
          toCancel?.myRegistration?.status === 'WAITING'
            ? t('events.cancelDialog.waitingMessage')
            : t('events.cancelDialog.message')
        }
        confirmLabel={t('events.cancelDialog.confirm')}
        cancelLabel={t('events.cancelDialog.keep')}
        closeLabel={t('events.cancelDialog.close')}
        isPending={change.isPending}
        onConfirm={cancel}
        onCancel={() => setToCancel(null)}
      />
    </Stack>
  );
}

/** `/event/:eventId`: the event, its sessions, register, cancel, the waiting list, the `.ics` file. */
export function EventDetailRoute() {
  const eventId = useIdParam('eventId');
  if (typeof eventId !== 'number') {
    return <NotFoundPage />;
  }
  return <EventBody key={eventId} eventId={eventId} />;
}
