import { Alert, Box, Button, Group, List, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { NOTIFICATION_AUDIENCE_KINDS, UserNotificationValidation } from '@portal/contracts';
import type { TCreateUserNotificationResponse, TNotificationAudienceKind } from '@portal/contracts';
import { useDeferredValue, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format-number';
import { usePageLocale } from '../../../lib/page-locale';
import { useCreateAdminNotification } from '../api/admin-notifications';
import {
  ADMIN_NOTIFICATION_TYPES,
  emptyAdminNotificationForm,
  firstFieldWithError,
  hasFormErrors,
  serverFormErrors,
  toCreateNotificationRequest,
  validateAdminNotificationForm,
} from '../utils/admin-notification-form';
import type {
  TAdminNotificationErrors,
  TAdminNotificationField,
  TAdminNotificationFormValues,
  TFormMessage,
} from '../utils/admin-notification-form';
import { AudienceDirectoryPicker, AudienceUsersPicker } from './admin-audience-pickers';
import type { TDirectoryKind } from './admin-audience-pickers';

type TAdminNotificationFormProps = {
  coreService: string;
  /** The auth service, whose directory lists groups, roles and users. */
  authService: string;
  onCreated: (created: TCreateUserNotificationResponse['returnValue']) => void;
  onCancel: () => void;
};

const FIELD_IDS: Record<TAdminNotificationField, string> = {
  title: 'admin-notification-title',
  type: 'admin-notification-type-General',
  description: 'admin-notification-description',
  effectiveOn: 'admin-notification-effective-on',
  audience: 'admin-notification-audience-ALL',
  group: 'admin-notification-group',
  role: 'admin-notification-role',
  users: 'admin-notification-users',
};

/** The directory whose entry the audience kind names: a group or a role. */
const DIRECTORY_OF: Partial<Record<TNotificationAudienceKind, TDirectoryKind>> = { GROUP: 'group', ROLE: 'role' };

/** Fields whose errors go away once the audience kind changes. */
const AUDIENCE_FIELDS: readonly TAdminNotificationField[] = ['audience', 'group', 'role', 'users'];

/** The description as recipients will see it (sanitized as the centre does). */
function DescriptionPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(html);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-notification-preview">
      <Title order={2} size="h5" id="admin-notification-preview" mb="xs">
        {t('notificationsAdmin.form.preview')}
      </Title>
      {deferred.trim() === '' ? (
        <Text size="sm" c="dimmed">
          {t('notificationsAdmin.form.previewEmpty')}
        </Text>
      ) : (
        <SafeHtml html={deferred} />
      )}
    </Paper>
  );
}

/** The "New notification" form (issue 7): checked here, then by the server, whose field errors land on the fields. */
export function AdminNotificationForm({ coreService, authService, onCreated, onCancel }: TAdminNotificationFormProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { showToast } = useToast();
  const [values, setValues] = useState<TAdminNotificationFormValues>(() => emptyAdminNotificationForm());
  const [errors, setErrors] = useState<TAdminNotificationErrors>({});
  const [otherErrors, setOtherErrors] = useState<TFormMessage[]>([]);
  const create = useCreateAdminNotification(coreService);

  const translate = (message: TFormMessage): string => {
    if (!('key' in message)) {
      return message.text;
    }
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(message.values ?? {})) {
      values[name] = typeof value === 'number' ? formatNumber(value, locale) : value;
    }
    return t(message.key, values);
  };
  const errorOf = (field: TAdminNotificationField) => {
    const messages = errors[field];
    return messages && messages.length > 0 ? [...new Set(messages.map(translate))].join(' ') : undefined;
  };
  const change = <TField extends keyof TAdminNotificationFormValues>(
    field: TField,
    value: TAdminNotificationFormValues[TField],
    clears: readonly TAdminNotificationField[],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !clears.includes(name as TAdminNotificationField))),
    );
  };
  // Another audience starts empty: a pick hidden with its picker would otherwise be sent unseen.
  const changeAudienceKind = (audienceKind: TNotificationAudienceKind) => {
    change('audienceKind', audienceKind, AUDIENCE_FIELDS);
    setValues((current) => ({ ...current, groupId: '', roleId: '', userCodes: [] }));
  };
  const focusField = (field: TAdminNotificationField | undefined) => {
    if (field) {
      // After React has shown the error, so the field is read out with it.
      window.setTimeout(() => document.getElementById(FIELD_IDS[field])?.focus(), 0);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) {
      return;
    }
    setOtherErrors([]);
    const found = validateAdminNotificationForm(values);
    setErrors(found);
    if (hasFormErrors(found)) {
      focusField(firstFieldWithError(found));
      return;
    }
    const request = toCreateNotificationRequest(values);
    create.mutate(request, {
      onSuccess: (created) => {
        showToast({
          kind: 'success',
          message: t('notificationsAdmin.form.created', { recipients: formatNumber(created.recipientCount, locale) }),
        });
        onCreated(created);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') {
          const fromServer = serverFormErrors(error.problem, request);
          setErrors(fromServer.fields);
          setOtherErrors(
            hasFormErrors(fromServer.fields) || fromServer.other.length > 0
              ? fromServer.other
              : [{ key: 'notificationsAdmin.form.createFailed' }],
          );
          focusField(firstFieldWithError(fromServer.fields));
          return;
        }
        setOtherErrors([{ key: 'notificationsAdmin.form.createFailed' }]);
      },
    });
  };

  const otherTexts = [...new Set(otherErrors.map(translate))];
  const directory = DIRECTORY_OF[values.audienceKind];
  return (
    <Stack gap="lg">
      <Title order={1} id="admin-notification-form-title">
        {t('notificationsAdmin.form.title')}
      </Title>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="admin-notification-form-title">
        <Stack gap="md" maw={760}>
          {otherTexts.length > 0 ? (
            <Alert color="red" role="alert" title={t('notificationsAdmin.form.refused')}>
              <List size="sm">
                {otherTexts.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <TextInput
            id={FIELD_IDS.title}
            label={t('notificationsAdmin.form.titleLabel')}
            description={t('notificationsAdmin.form.titleHint', {
              max: formatNumber(UserNotificationValidation.maxTitleLength, locale),
            })}
            required
            value={values.title}
            onChange={(event) => change('title', event.currentTarget.value, ['title'])}
            error={errorOf('title')}
          />
          <Radio.Group
            label={t('notificationsAdmin.form.typeLabel')}
            required
            value={values.type}
            onChange={(next) =>
              change('type', ADMIN_NOTIFICATION_TYPES.find((type) => type === next) ?? 'General', ['type'])
            }
            error={errorOf('type')}
          >
            <Stack gap="xs" mt="xs">
              {ADMIN_NOTIFICATION_TYPES.map((type) => (
                <Radio
                  key={type}
                  id={`admin-notification-type-${type}`}
                  value={type}
                  label={t(`notifications.type.${type}`)}
                  description={t(`notificationsAdmin.form.typeHint.${type}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            id={FIELD_IDS.description}
            label={t('notificationsAdmin.form.descriptionLabel')}
            description={t('notificationsAdmin.form.descriptionHint', {
              max: formatNumber(UserNotificationValidation.maxDescriptionLength, locale),
            })}
            required
            rows={8}
            resize="vertical"
            value={values.description}
            onChange={(event) => change('description', event.currentTarget.value, ['description'])}
            error={errorOf('description')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <DescriptionPreview html={values.description} />
          <TextInput
            id={FIELD_IDS.effectiveOn}
            type="datetime-local"
            label={t('notificationsAdmin.form.effectiveOnLabel')}
            description={t('notificationsAdmin.form.effectiveOnHint')}
            required
            value={values.effectiveOn}
            onChange={(event) => change('effectiveOn', event.currentTarget.value, ['effectiveOn'])}
            error={errorOf('effectiveOn')}
            maw={280}
          />
          <Radio.Group
            label={t('notificationsAdmin.form.audienceLabel')}
            required
            value={values.audienceKind}
            onChange={(next) => changeAudienceKind(NOTIFICATION_AUDIENCE_KINDS.find((kind) => kind === next) ?? 'ALL')}
            error={errorOf('audience')}
          >
            <Stack gap="xs" mt="xs">
              {NOTIFICATION_AUDIENCE_KINDS.map((kind) => (
                <Radio
                  key={kind}
                  id={`admin-notification-audience-${kind}`}
                  value={kind}
                  label={t(`notificationsAdmin.audience.${kind}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {directory ? (
            <AudienceDirectoryPicker
              key={directory}
              kind={directory}
              id={FIELD_IDS[directory]}
              authService={authService}
              value={values[`${directory}Id`]}
              onChange={(id) => change(`${directory}Id`, id, [directory])}
              error={errorOf(directory)}
            />
          ) : null}
          {values.audienceKind === 'USERS' ? (
            <AudienceUsersPicker
              id={FIELD_IDS.users}
              authService={authService}
              value={values.userCodes}
              onChange={(userCodes) => change('userCodes', userCodes, ['users'])}
              error={errorOf('users')}
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              {t('notifications.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('notificationsAdmin.form.submit')}
            </Button>
          </Group>
        </Stack>
      </Box>
    </Stack>
  );
}
