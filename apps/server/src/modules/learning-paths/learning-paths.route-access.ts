import { LearningPathPermissions, ResourcePermissions, ZProblemSchema } from '@portal/contracts';
import { requirePermissions } from '../../plugins/route-access.ts';

/* What the learning-path route files share: their OpenAPI tag, access rules and problem answers. */

export const tags = ['learning-paths'];
export const PATH_ADMIN = requirePermissions([LearningPathPermissions.admin]);
export const CHANGE_PATH = requirePermissions([LearningPathPermissions.changePath]);
export const COMPLETE_PATH = requirePermissions([LearningPathPermissions.completePath]);
// The resource admin asks these before unpublishing or deleting a resource.
export const USAGE_SEARCH = requirePermissions([LearningPathPermissions.admin, ResourcePermissions.admin], 'any');
export const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
