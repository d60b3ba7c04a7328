import { Alert, Box, Button, Group, List, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NOTIFICATION_AUDIENCE_KINDS,
  UserNotificationValidation,
  ZCreateUserNotificationRequestSchema,
} from '@portal/contracts';
import type { TCreateUserNotificationResponse, TNotificationAudienceKind } from '@portal/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useToast } from '../../../components/ui/toasts';
import { contractValidator, errorUnder, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { formatNumber } from '../../../lib/format-number';
import { usePageLocale } from '../../../lib/page-locale';
import { useCreateAdminNotification } from '../api/admin-notifications';
import {
  ADMIN_NOTIFICATION_TYPES,
  adminNotificationFieldOf,
  adminNotificationMessageOf,
  emptyAdminNotificationForm,
  firstFieldWithError,
  toCreateNotificationRequest,
} from '../utils/admin-notification-form';
import type { TAdminNotificationField, TAdminNotificationFormValues } from '../utils/admin-notification-form';
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
  audienceKind: 'admin-notification-audience-ALL',
  groupId: 'admin-notification-group',
  roleId: 'admin-notification-role',
  userCodes: 'admin-notification-users',
};

/** The directory whose entry the audience kind names: a group or a role. */
const DIRECTORY_OF: Partial<Record<TNotificationAudienceKind, TDirectoryKind>> = { GROUP: 'group', ROLE: 'role' };

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
  const [otherTexts, setOtherTexts] = useState<string[]>([]);
  const create = useCreateAdminNotification(coreService);
  const translator = useFormErrorTranslator({
    fieldOf: adminNotificationFieldOf,
    messageOf: (issue) => adminNotificationMessageOf(issue, form.getValues().userCodes),
  });
  const form = useForm<TAdminNotificationFormValues>({
    initialValues: emptyAdminNotificationForm(),
    validate: contractValidator(ZCreateUserNotificationRequestSchema, toCreateNotificationRequest, translator),
  });

  // Another audience starts empty: a pick hidden with its picker would otherwise be sent unseen.
  const changeAudienceKind = (audienceKind: TNotificationAudienceKind) => {
    // Field by field: each clears its own error only (setValues would clear every field's).
    form.setFieldValue('audienceKind', audienceKind);
    form.setFieldValue('groupId', '');
    form.setFieldValue('roleId', '');
    form.setFieldValue('userCodes', []);
  };
  const focusField = (field: TAdminNotificationField | undefined) => {
    if (field) {
      // After React has shown the error, so the field is read out with it.
      window.setTimeout(() => document.getElementById(FIELD_IDS[field])?.focus(), 0);
    }
  };

  const onSubmit = form.onSubmit(
    (values) => {
      if (create.isPending) {
        return;
      }
      setOtherTexts([]);
      create.mutate(toCreateNotificationRequest(values), {
        onSuccess: (created) => {
          showToast({
            kind: 'success',
            message: t('notificationsAdmin.form.created', { recipients: formatNumber(created.recipientCount, locale) }),
          });
          onCreated(created);
        },
        onError: (error) => {
          const placed = serverFieldErrors(error, translator);
          form.setErrors(placed?.fields ?? {});
          setOtherTexts(placed ? placed.other : [t('notificationsAdmin.form.createFailed')]);
          focusField(firstFieldWithError(placed?.fields ?? {}));
        },
      });
    },
    (errors) => {
      setOtherTexts([]);
      focusField(firstFieldWithError(errors));
    },
  );

  const { values } = form;
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
            {...form.getInputProps('title')}
          />
          <Radio.Group label={t('notificationsAdmin.form.typeLabel')} required {...form.getInputProps('type')}>
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
            {...form.getInputProps('description')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <DescriptionPreview html={values.description} />
          <TextInput
            id={FIELD_IDS.effectiveOn}
            type="datetime-local"
            label={t('notificationsAdmin.form.effectiveOnLabel')}
            description={t('notificationsAdmin.form.effectiveOnHint')}
            required
            {...form.getInputProps('effectiveOn')}
            maw={280}
          />
          <Radio.Group
            label={t('notificationsAdmin.form.audienceLabel')}
            required
            value={values.audienceKind}
            onChange={(next) => changeAudienceKind(NOTIFICATION_AUDIENCE_KINDS.find((kind) => kind === next) ?? 'ALL')}
            error={form.errors.audienceKind}
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
              id={FIELD_IDS[`${directory}Id`]}
              authService={authService}
              value={values[`${directory}Id`]}
              onChange={(id) => form.setFieldValue(`${directory}Id`, id)}
              error={errorUnder(form.errors, `${directory}Id`)}
            />
          ) : null}
          {values.audienceKind === 'USERS' ? (
            <AudienceUsersPicker
              id={FIELD_IDS.userCodes}
              authService={authService}
              value={values.userCodes}
              onChange={(userCodes) => form.setFieldValue('userCodes', userCodes)}
              error={errorUnder(form.errors, 'userCodes')}
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
