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
