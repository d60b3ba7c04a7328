import { Stack, Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import {
  ADMIN_RESOURCE_SORT_COLUMNS,
  LearningPathPermissions,
  RESOURCE_MODULE_CODE,
  RESOURCE_STATUSES,
  reportPermission,
} from '@portal/contracts';
import type { TResourceStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useIdParam } from '../../use-id-param';
import {
  AdminResourceList,
  DEFAULT_ADMIN_LIST_STATE,
} from '../../../features/resources/components/admin-resource-list';
import type { TAdminListState, TAdminSortColumn } from '../../../features/resources/components/admin-resource-list';
import { ResourceUsageWarning } from '../../../features/learning-paths/components/resource-usage-warning';
import { learningPathServiceUrl } from '../../../features/learning-paths/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { PendingUploads } from '../../../features/resources/components/pending-uploads';
import { ResourceEditor } from '../../../features/resources/components/resource-editor';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { resourceAdminAccess } from './resource-admin-access';

export const RESOURCE_ADMIN_PATH = '/resources/admin';
/** The library's reports moved to the module's report page (issue 18); the admin tab leads there. */
export const RESOURCE_REPORTS_PATH = '/resources/reports';

const TABS = ['resources', 'uploads', 'reports'] as const;
type TAdminTab = (typeof TABS)[number];

function readListState(params: URLSearchParams): TAdminListState {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    text: params.get('q') ?? '',
    status: (RESOURCE_STATUSES as readonly string[]).includes(status ?? '') ? (status as TResourceStatus) : undefined,
    sort: (ADMIN_RESOURCE_SORT_COLUMNS as readonly string[]).includes(sort ?? '')
      ? (sort as TAdminSortColumn)
      : DEFAULT_ADMIN_LIST_STATE.sort,
    direction:
      params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_ADMIN_LIST_STATE.direction,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function writeListState(tab: TAdminTab, state: TAdminListState): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'resources') {
    params.set('tab', tab);
  }
  if (state.text) {
    params.set('q', state.text);
  }
  if (state.status) {
    params.set('status', state.status);
  }
  if (state.sort !== DEFAULT_ADMIN_LIST_STATE.sort || state.direction !== DEFAULT_ADMIN_LIST_STATE.direction) {
    params.set('sort', state.sort);
    params.set('dir', state.direction);
  }
  if (state.page > 1) {
    params.set('page', String(state.page));
  }
  return params;
}

/** `/resources/admin`: resources, learners' uploads to review and reports, as the user's permissions allow. */
export function ResourcesAdminPage() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const locale = usePageLocale();
  const access = resourceAdminAccess(permissions, configuration);
  if (!access.isAdmin) {
    return <AccessDeniedPage />;
  }
  const mayOpenReports = access.canViewReports && permissions.has(reportPermission(RESOURCE_MODULE_CODE));
  // Old links to the reports tab (bookmarks, the journeys of earlier releases) land on the report page.
  if (searchParams.get('tab') === 'reports' && mayOpenReports) {
    return <Navigate to={RESOURCE_REPORTS_PATH} replace />;
  }
  const serviceUrl = resourceServiceUrl(configuration);
  const available = TABS.filter(
    (tab) =>
      (tab === 'resources' && access.canManageResources) ||
      (tab === 'uploads' && access.canReviewUploads) ||
      (tab === 'reports' && mayOpenReports),
  );
  const asked = searchParams.get('tab');
  const tab = available.find((entry) => entry === asked && entry !== 'reports') ?? available[0] ?? 'resources';
  const listState = readListState(searchParams);
  // Learning paths use resources: their admins are told where before an unpublish or a delete.
  const hasLearningPaths =
    configuration.modules.some((module) => module.moduleCode === configuration.learningPathModuleCode) &&
    permissions.has(LearningPathPermissions.admin);
  const usageWarning = hasLearningPaths
    ? (resourceId: number) => (
        <ResourceUsageWarning
          serviceUrl={learningPathServiceUrl(configuration)}
          resourceId={resourceId}
          locale={locale}
        />
      )
    : undefined;

  return (
    <Stack gap="lg">
      <PageHeader title={t('area.resourcesAdmin')} />
      <Tabs
        value={tab}
        onChange={(next) =>
          next === 'reports'
            ? void navigate(RESOURCE_REPORTS_PATH)
            : setSearchParams(next && next !== 'resources' ? { tab: next } : {})
        }
      >
        <Tabs.List>
          {available.includes('resources') ? (
            <Tabs.Tab value="resources">{t('resources.admin.tabResources')}</Tabs.Tab>
          ) : null}
          {available.includes('uploads') ? (
            <Tabs.Tab value="uploads">{t('resources.admin.tabUploads')}</Tabs.Tab>
          ) : null}
          {available.includes('reports') ? (
            <Tabs.Tab value="reports">{t('resources.admin.tabReports')}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="resources" pt="md">
          {tab === 'resources' ? (
            <AdminResourceList
              serviceUrl={serviceUrl}
              state={listState}
              onStateChange={(state) => setSearchParams(writeListState('resources', state))}
              editPath={(resourceId) => `${RESOURCE_ADMIN_PATH}/${resourceId}`}
              newPath={`${RESOURCE_ADMIN_PATH}/new`}
              usageWarning={usageWarning}
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="uploads" pt="md">
          {tab === 'uploads' ? <PendingUploads serviceUrl={serviceUrl} /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/resources/admin/new` and `/resources/admin/:resourceId`: the editor. */
export function ResourceEditorPage() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const navigate = useNavigate();
  const id = useIdParam('resourceId');
  const access = resourceAdminAccess(permissions, configuration);
  if (!access.canManageResources) {
    return <AccessDeniedPage />;
  }
  if (id === null) {
    return <NotFoundPage />;
  }
  return (
    <ResourceEditor
      key={id ?? 'new'}
      serviceUrl={resourceServiceUrl(configuration)}
      resourceId={id}
      onSaved={(resource, isNew) => {
        if (isNew) {
          void navigate(`${RESOURCE_ADMIN_PATH}/${resource.resourceId}`, { replace: true });
        }
      }}
      onDeleted={() => void navigate(RESOURCE_ADMIN_PATH)}
      onCancel={() => void navigate(RESOURCE_ADMIN_PATH)}
    />
  );
}
