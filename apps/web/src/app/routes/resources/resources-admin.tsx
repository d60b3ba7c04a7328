import { ResourceMediaProvider } from './resource-media-provider';
import { ResourceEditorPage, ResourcesAdminPage } from './resources-admin-page';

/** `/resources/admin` (lazy area "resource admin"). */
export function ResourcesAdminRoute() {
  return (
    <ResourceMediaProvider>
      <ResourcesAdminPage />
    </ResourceMediaProvider>
  );
}

export function ResourceEditorRoute() {
  return (
    <ResourceMediaProvider>
      <ResourceEditorPage />
    </ResourceMediaProvider>
  );
}
