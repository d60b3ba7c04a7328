import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { eventMessageKeyOf } from '@portal/contracts';
import type { TAdminEvent, TAdminSession } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useAdminEvent,
  useAudienceGroups,
  useCancelSession,
  useMarkAttendance,
  useMessageRegistrants,
  usePublishEvent,
  useCancelEvent,
  useSaveEvent,
  useSaveSession,
  useSessionRegistrations,
} from '../../../features/events/api/admin-events';
import { EventForm } from '../../../features/events/components/event-form';
import { MessageForm } from '../../../features/events/components/message-form';
import { SessionWhenWhere } from '../../../features/events/components/session-facts';
import { SessionForm } from '../../../features/events/components/session-form';
import { SessionRegistrationsView } from '../../../features/events/components/session-registrations';
import { ApiError } from '../../../lib/api-client';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import type { TMessageKey } from '../../../lib/i18n';
import { useTenantConfiguration } from '../../tenant-context';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { ResourceMediaProvider } from '../resources/resource-media-provider';
import { EventCoverField } from './event-cover-field';
import { RequireEventsAdmin } from './require-events-admin';
import { useEvents } from './use-events';

/** The words of a refused write (409 texts of the contract), else the fallback. */
function useWriteErrorText() {
  const { t } = useTranslation();
  return (error: unknown, fallback: TMessageKey): string => {
    const detail = error instanceof ApiError ? (error.problem?.detail ?? '') : '';
    const key = eventMessageKeyOf(detail);
    return key ? t(key as TMessageKey) : t(fallback);
  };
}

/** The registrations of a session, with attendance (once started) and a message to them. */
function RegistrationsDialog({ session, onClose }: { session: TAdminSession; onClose: () => void }) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useEvents();
  const { showToast } = useToast();
  const registrations = useSessionRegistrations(serviceUrl, session.sessionId);
  const attendance = useMarkAttendance(serviceUrl);
  const message = useMessageRegistrants(serviceUrl);
  const [isWriting, setIsWriting] = useState(false);
  const errorText = useWriteErrorText();
  // When the dialog opened: attendance is marked once the session has started.
  const [openedAt] = useState(() => Date.now());
  const hasStarted = new Date(session.startsAt).getTime() <= openedAt;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('eventsAdmin.registrations.title')}
      closeButtonProps={{ 'aria-label': t('eventsAdmin.close') }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <SessionWhenWhere session={{ ...session, myRegistration: null }} locale={locale} />
        </Stack>
        {registrations.isError ? (
          <ErrorAlert
            text={t('eventsAdmin.registrations.error')}
            retryLabel={t('events.retry')}
            onRetry={() => void registrations.refetch()}
          />
        ) : registrations.data ? (
          <SessionRegistrationsView
            key={registrations.dataUpdatedAt}
            registrations={registrations.data}
            canMarkAttendance={hasStarted && session.status === 'SCHEDULED'}
            isSaving={attendance.isPending}
            onSaveAttendance={(request) =>
              attendance.mutate(
                { sessionId: session.sessionId, request },
                {
                  onSuccess: () =>
                    showToast({ kind: 'success', message: t('eventsAdmin.registrations.attendanceSaved') }),
                  onError: (error) =>
                    showToast({
                      kind: 'error',
                      message: errorText(error, 'eventsAdmin.registrations.attendanceError'),
                    }),
                },
              )
            }
          />
        ) : (
          <TextSkeleton label={t('eventsAdmin.registrations.loading')} lines={4} />
        )}
        {isWriting ? (
          <Stack gap="xs" component="section" aria-labelledby="event-message-heading">
            <Title order={3} size="h5" id="event-message-heading">
              {t('eventsAdmin.message.title')}
            </Title>
            <MessageForm
              isPending={message.isPending}
              onCancel={() => setIsWriting(false)}
              onSubmit={(request, onServerError) =>
                message.mutate(
                  { sessionId: session.sessionId, request },
                  {
                    onSuccess: (sent) => {
                      setIsWriting(false);
                      showToast({
                        kind: 'success',
                        message: t('eventsAdmin.message.sent', { count: sent.recipients }),
                      });
                    },
                    onError: (error) => {
                      if (!onServerError(error)) {
                        showToast({ kind: 'error', message: t('eventsAdmin.message.error') });
                      }
                    },
                  },
                )
              }
            />
          </Stack>
        ) : (
          <Group>
            <Button variant="default" onClick={() => setIsWriting(true)}>
              {t('eventsAdmin.message.open')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

type TSessionDialog =
  { kind: 'edit'; session: TAdminSession | null } | { kind: 'registrations'; session: TAdminSession };

/** The sessions of a saved event: add, edit, cancel (confirmed), registrations. */
function SessionsSection({ event }: { event: TAdminEvent }) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useEvents();
  const { showToast } = useToast();
  const save = useSaveSession(serviceUrl);
  const cancel = useCancelSession(serviceUrl);
  const errorText = useWriteErrorText();
  const [dialog, setDialog] = useState<TSessionDialog | null>(null);
  const [toCancel, setToCancel] = useState<TAdminSession | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-admin-sessions">
      <Group justify="space-between">
        <Title order={2} size="h3" id="event-admin-sessions">
          {t('eventsAdmin.sessions.title')}
        </Title>
        <Button variant="default" onClick={() => setDialog({ kind: 'edit', session: null })}>
          {t('eventsAdmin.sessions.add')}
        </Button>
      </Group>
      {event.sessions.length === 0 ? (
        <EmptyState
          headingOrder={3}
          isCompact
          title={t('eventsAdmin.sessions.emptyTitle')}
          text={t('eventsAdmin.sessions.empty')}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {event.sessions.map((session) => (
            <Card key={session.sessionId} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <SessionWhenWhere session={{ ...session, myRegistration: null }} locale={locale} />
                  <Text size="sm">
                    {t('eventsAdmin.sessions.counts', {
                      seated: session.seatedCount,
                      capacity: session.capacity,
                      waiting: session.waitingCount,
                    })}
                  </Text>
                  {session.status === 'CANCELLED' ? (
                    <Badge color="red.9" variant="outline">
                      {t('events.session.cancelled')}
                    </Badge>
                  ) : null}
                </Stack>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setDialog({ kind: 'registrations', session })}
                  >
                    {t('eventsAdmin.sessions.registrations')}
                  </Button>
                  {session.status === 'SCHEDULED' ? (
                    <>
                      <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: 'edit', session })}>
                        {t('eventsAdmin.sessions.edit')}
                      </Button>
                      <Button size="compact-sm" variant="outline" color="red.9" onClick={() => setToCancel(session)}>
                        {t('eventsAdmin.sessions.cancel')}
                      </Button>
                    </>
                  ) : null}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        size="lg"
        title={
          dialog?.kind === 'edit' && dialog.session ? t('eventsAdmin.sessions.edit') : t('eventsAdmin.sessions.add')
        }
        closeButtonProps={{ 'aria-label': t('eventsAdmin.close') }}
      >
        {dialog?.kind === 'edit' ? (
          <SessionForm
            session={dialog.session}
            timeZone={event.timeZone}
            locale={locale}
            isPending={save.isPending}
            onCancel={() => setDialog(null)}
            onSubmit={(request, onServerError) =>
              save.mutate(
                { eventId: event.eventId, sessionId: dialog.session?.sessionId ?? null, request },
                {
                  onSuccess: () => {
                    setDialog(null);
                    showToast({ kind: 'success', message: t('eventsAdmin.sessions.saved') });
                  },
                  onError: (error) => {
                    if (!onServerError(error)) {
                      showToast({ kind: 'error', message: errorText(error, 'eventsAdmin.sessions.saveError') });
                    }
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
      {dialog?.kind === 'registrations' ? (
        <RegistrationsDialog session={dialog.session} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        opened={toCancel !== null}
        title={t('eventsAdmin.cancelSession.title')}
        message={t('eventsAdmin.cancelSession.message', {
          count: (toCancel?.seatedCount ?? 0) + (toCancel?.waitingCount ?? 0),
        })}
        confirmLabel={t('eventsAdmin.cancelSession.confirm')}
        cancelLabel={t('eventsAdmin.cancelSession.keep')}
        closeLabel={t('eventsAdmin.close')}
        isPending={cancel.isPending}
        onConfirm={() =>
          toCancel &&
          cancel.mutate(toCancel.sessionId, {
            onSuccess: () => {
              setToCancel(null);
              showToast({ kind: 'success', message: t('eventsAdmin.cancelSession.done') });
            },
            onError: (error) => {
              setToCancel(null);
              showToast({ kind: 'error', message: errorText(error, 'eventsAdmin.cancelSession.error') });
            },
          })
        }
        onCancel={() => setToCancel(null)}
      />
    </Stack>
  );
}

function EditorBody({ eventId }: { eventId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configuration = useTenantConfiguration();
  const { serviceUrl, locale, coverUrlOf } = useEvents();
  const { showToast } = useToast();
  const event = useAdminEvent(serviceUrl, eventId);
  const save = useSaveEvent(serviceUrl);
  const publish = usePublishEvent(serviceUrl);
  const cancelEvent = useCancelEvent(serviceUrl);
  const [isCancelling, setIsCancelling] = useState(false);
  const choices = useAssignmentChoices(configuration.coreService, locale);
  const groups = useAudienceGroups(configuration.authService.serviceUrl);
  const errorText = useWriteErrorText();
  const breadcrumbs = [
    { label: t('area.event'), to: '/event' },
    { label: t('eventsAdmin.title'), to: '/event/admin' },
  ];

  if (event.isError) {
    if (event.error instanceof ApiError && event.error.code === 'not_found') {
      return <NotFoundPage />;
    }
    return (
      <Stack gap="lg">
        <PageHeader title={t('eventsAdmin.editTitle')} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('eventsAdmin.loadError')}
          retryLabel={t('events.retry')}
          onRetry={() => void event.refetch()}
        />
      </Stack>
    );
  }
  const saved = event.data ?? null;
  if (eventId !== null && !saved) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('eventsAdmin.editTitle')} breadcrumbs={breadcrumbs} />
        <TextSkeleton label={t('eventsAdmin.loading')} lines={8} />
      </Stack>
    );
  }
  const title = saved ? (locale === 'fr-CA' ? saved.titleFr : saved.titleEn) : t('eventsAdmin.newEvent');
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          saved ? (
            <>
              <Badge variant="outline" color="blue.9" size="lg">
                {t(`eventsAdmin.status.${saved.status}`)}
              </Badge>
              {saved.status === 'DRAFT' ? (
                <Button
                  loading={publish.isPending}
                  onClick={() =>
                    publish.mutate(saved.eventId, {
                      onSuccess: () => showToast({ kind: 'success', message: t('eventsAdmin.published') }),
                      onError: (error) =>
                        showToast({ kind: 'error', message: errorText(error, 'eventsAdmin.publishError') }),
                    })
                  }
                >
                  {t('eventsAdmin.publish')}
                </Button>
              ) : null}
              {saved.status === 'PUBLISHED' ? (
                <Button variant="outline" color="red.9" onClick={() => setIsCancelling(true)}>
                  {t('eventsAdmin.cancelEvent.button')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <ResourceMediaProvider>
        <EventForm
          key={saved?.updatedAt ?? 'new'}
          event={saved}
          jobRoles={(choices.data?.jobRoles ?? []).map((role) => ({ value: role.code, label: role.name }))}
          locations={(choices.data?.locations ?? []).map((location) => ({
            value: String(location.locationId),
            label: location.name,
          }))}
          groups={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
          renderCover={(props) => <EventCoverField {...props} coverUrlOf={coverUrlOf} />}
          isPending={save.isPending}
          onSubmit={(request, onServerError) =>
            save.mutate(
              { eventId, request },
              {
                onSuccess: (result) => {
                  showToast({ kind: 'success', message: t('eventsAdmin.saved') });
                  if (eventId === null) {
                    void navigate(`/event/admin/${result.eventId}`, { replace: true });
                  }
                },
                onError: (error) => {
                  if (!onServerError(error)) {
                    showToast({ kind: 'error', message: t('eventsAdmin.saveError') });
                  }
                },
              },
            )
          }
        />
      </ResourceMediaProvider>
      {saved ? (
        <ConfirmDialog
          opened={isCancelling}
          title={t('eventsAdmin.cancelEvent.title')}
          message={t('eventsAdmin.cancelEvent.message')}
          confirmLabel={t('eventsAdmin.cancelEvent.confirm')}
          cancelLabel={t('eventsAdmin.cancelEvent.keep')}
          closeLabel={t('eventsAdmin.close')}
          isPending={cancelEvent.isPending}
          onConfirm={() =>
            cancelEvent.mutate(saved.eventId, {
              onSuccess: () => {
                setIsCancelling(false);
                showToast({ kind: 'success', message: t('eventsAdmin.cancelEvent.done') });
              },
              onError: (error) => {
                setIsCancelling(false);
                showToast({ kind: 'error', message: errorText(error, 'eventsAdmin.cancelEvent.error') });
              },
            })
          }
          onCancel={() => setIsCancelling(false)}
        />
      ) : null}
      {saved ? (
        <SessionsSection event={saved} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('eventsAdmin.sessions.afterSave')}
        </Text>
      )}
    </Stack>
  );
}

/** `/event/admin/new` and `/event/admin/:eventId`: an event's texts, audience, sessions and registrations. */
export function EventEditorRoute() {
  const eventId = useIdParam('eventId');
  if (eventId === null) {
    return <NotFoundPage />;
  }
  return (
    <RequireEventsAdmin>
      <EditorBody key={eventId ?? 'new'} eventId={eventId ?? null} />
    </RequireEventsAdmin>
  );
}
