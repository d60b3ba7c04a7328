import { LearningPathPermissions } from '@portal/contracts';
import type { TActor } from '../../plugins/authentication.ts';

/** Path administrators (LEARNINGPATH_ADMIN) build paths and may read any learner's progress. */
export function isPathAdmin(actor: Pick<TActor, 'permissions'>): boolean {
  return actor.permissions.includes(LearningPathPermissions.admin);
}

/** Whether the actor may read another learner's path and progress (a learner may not). */
export function canReadOthersProgress(actor: Pick<TActor, 'permissions'>): boolean {
  return isPathAdmin(actor);
}
