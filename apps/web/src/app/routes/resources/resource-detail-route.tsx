import { useIdParam } from '../../use-id-param';
import { ResourceDetail } from '../../../features/resources/components/resource-detail';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { useTenantConfiguration } from '../../tenant-context';
import { NotFoundPage } from '../errors/not-found-page';
import { ResourceMediaProvider } from './resource-media-provider';

export function ResourceDetailPage() {
  const id = useIdParam('resourceId');
  const configuration = useTenantConfiguration();
  if (typeof id !== 'number') {
    return <NotFoundPage />;
  }
  return <ResourceDetail serviceUrl={resourceServiceUrl(configuration)} resourceId={id} backTo="/resources" />;
}

/** `/resources/:resourceId`: a resource opened from the feed, with its assets in the page. */
export function ResourceDetailRoute() {
  return (
    <ResourceMediaProvider>
      <ResourceDetailPage />
    </ResourceMediaProvider>
  );
}
