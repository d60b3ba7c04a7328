import type { TTeamAssignableKind } from '@portal/contracts';

/*
 * Where an item opens in its own module: the addresses of the contracts' `learningPathPath`,
 * `resourceFeedPath`, `assessmentSetPath` and `eventPath`, written here because importing those
 * would load four modules' shared contract chunks (13 KB) with the team pages (item-path.test.ts
 * checks they stay the same).
 */
const ITEM_PATHS: Record<TTeamAssignableKind, (itemId: number) => string> = {
  PATH: (itemId) => `/learning-path/paths/${String(itemId)}`,
  RESOURCE: (itemId) => `/resources/${String(itemId)}`,
  ASSESSMENT: (itemId) => `/assessment/${String(itemId)}`,
  EVENT: (itemId) => `/event/${String(itemId)}`,
};

/**
 * Where an item opens. EVENT ids are events here (what the learning record names); an
 * assignment's EVENT id is a session, which has no page of its own: null.
 */
export function itemPath(kind: TTeamAssignableKind, itemId: number, isSession = false): string | null {
  return kind === 'EVENT' && isSession ? null : ITEM_PATHS[kind](itemId);
}
