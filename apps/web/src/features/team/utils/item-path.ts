import { assessmentSetPath, eventPath, learningPathPath, resourceFeedPath } from '@portal/contracts';
import type { TTeamAssignableKind } from '@portal/contracts';

/**
 * Where an item opens in its own module. EVENT ids are events here (what the learning record
 * names); an assignment's EVENT id is a session, which has no page of its own: null.
 */
export function itemPath(kind: TTeamAssignableKind, itemId: number, isSession = false): string | null {
  switch (kind) {
    case 'PATH':
      return learningPathPath(itemId);
    case 'RESOURCE':
      return resourceFeedPath(itemId);
    case 'ASSESSMENT':
      return assessmentSetPath(itemId);
    case 'EVENT':
      return isSession ? null : eventPath(itemId);
  }
}
