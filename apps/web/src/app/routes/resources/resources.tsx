import { useParams } from 'react-router';
import { ResourceDetail } from '../../../features/resources/components/resource-detail';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { useTenantConfiguration } from '../../tenant-context';
import { NotFoundPage } from '../errors/not-found-page';
import { ResourceFeedPage } from './resource-feed-page';
import { ResourceMediaProvider } from './resource-media-provider';

/** `/resources`: the resource feed (lazy area "resource feed"). */
export function ResourcesRoute() {
  return (
    <ResourceMediaProvider>
      <ResourceFeedPage />
    </ResourceMediaProvider>
  );
}

export function ResourceDetailPage() {
  const { resourceId } = useParams();
  const configuration = useTenantConfiguration();
  const id = Number(resourceId);
  if (!/^[1-9][0-9]{0,9}$/.test(resourceId ?? '')) {
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
