import { Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { FOOTER_SETTINGS_PERMISSION, SUPPORTED_LOCALES } from '@portal/contracts';
import type { TLocaleCode, TTenantNotificationType } from '@portal/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { usePolicyVersions, usePublishPolicyVersion } from '../../../features/policies/api/policy-admin';
import { PolicyPublishForm, type TPolicyEditorProps } from '../../../features/policies/components/policy-publish-form';
import { PolicyVersionTable } from '../../../features/policies/components/policy-version-table';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

// The news admin's Tiptap editor, in its own chunk: loaded when this page shows the form.
const RichTextField = lazyWhenOnline(async () => ({
  default: (await import('../../../features/news/components/rich-text-field')).RichTextField,
}));

const TYPES: readonly TTenantNotificationType[] = ['TERMS_CONDITIONS', 'PRIVACY_POLICY'];

function PolicyEditor(props: TPolicyEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<BlockSkeleton label={t('admin.policies.editorLoading')} height={240} />}>
      <RichTextField {...props} />
    </Suspense>
  );
}

/** One policy: its versions in the chosen language and the form that publishes the next one. */
function PolicyPanel({ type }: { type: TTenantNotificationType }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { coreService, locale: pageLocale } = useAdmin(FOOTER_SETTINGS_PERMISSION);
  const [locale, setLocale] = useState<TLocaleCode>(pageLocale);
  const versions = usePolicyVersions(coreService, type, locale);
  const publish = usePublishPolicyVersion(coreService);
  const typeName = t(`admin.policies.type.${type}`);
  const languageName = t(`admin.footer.locale.${locale}`);

  const list = () => {
    if (versions.isError) {
      return (
        <ErrorAlert
          text={t('admin.policies.error.load')}
          retryLabel={t('admin.retry')}
          onRetry={() => void versions.refetch()}
        />
      );
    }
    if (!versions.data) {
      return <BlockSkeleton label={t('admin.policies.loading')} height={120} />;
    }
    return (
      <PolicyVersionTable
        versions={versions.data}
        locale={pageLocale}
        caption={t('admin.policies.caption', { policy: typeName, language: languageName })}
      />
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`policy-language-${type}`}>
          {t('admin.policies.language')}
        </Text>
        <SegmentedControl
          aria-labelledby={`policy-language-${type}`}
          value={locale}
          onChange={setLocale}
          data={SUPPORTED_LOCALES.map((code) => ({ value: code, label: t(`admin.footer.locale.${code}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {list()}
      <Paper withBorder p="md">
        <PolicyPublishForm
          // A fresh form per language: a text half-written in one language never moves to the other.
          key={locale}
          type={type}
          locale={locale}
          pageLocale={pageLocale}
          isPending={publish.isPending}
          renderEditor={(props) => <PolicyEditor {...props} />}
          onSubmit={(request, { onServerError, onPublished }) =>
            publish.mutate(request, {
              onSuccess: (published) => {
                onPublished();
                showToast({
                  kind: 'success',
                  message: t('admin.policies.published', { policy: typeName, version: published.version }),
                });
              },
              onError: (error) => {
                if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('admin.policies.publishError') });
                }
              },
            })
          }
        />
      </Paper>
    </Stack>
  );
}

function FooterPoliciesAdmin() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.policies.title')}
        description={t('admin.policies.description')}
        breadcrumbs={[
          { label: t('admin.home.title'), to: '/admin' },
          { label: t('admin.footer.title'), to: '/admin/footer' },
        ]}
      />
      <Tabs defaultValue={TYPES[0]} keepMounted={false}>
        <Tabs.List>
          {TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`admin.policies.type.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TYPES.map((type) => (
          <Tabs.Panel key={type} value={type} pt="md">
            <PolicyPanel type={type} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** `/admin/footer/policies`: the Terms and Privacy versions and publishing a new one (USERADMIN_MANAGE_ROLES). */
export function FooterPoliciesAdminRoute() {
  const { isAllowed } = useAdmin(FOOTER_SETTINGS_PERMISSION);
  return isAllowed ? <FooterPoliciesAdmin /> : <AccessDeniedPage />;
}
