/**
 * Keeps one sign-in usable across the tabs of a browser without storing tokens anywhere but each
 * tab's session storage: tabs of the same origin and client talk over a BroadcastChannel (never
 * persisted, same origin only).
 *
 * - A new tab without a session asks the open tabs for theirs before it sends the browser to the
 *   provider (a redirect round trip of seconds on a slow network).
 * - Tabs that share a session share its rotating refresh token, and the provider revokes the grant
 *   when one is used twice. So renewals take a lock shared by the tabs (Web Locks), and a tab
 *   about to renew first asks whether another tab already holds fresher tokens, and takes those.
 * - Signing out in one tab signs the others out.
 */

type TShareMessage =
  | { type: 'request'; id: string; newerThan: number }
  | { type: 'session'; id: string; user: string }
  | { type: 'signed-out' };

export type TSessionShare = {
  /** The stored user (oidc-client-ts storage string) of an open tab whose tokens expire after `newerThan` (s). */
  ask: (newerThan: number, waitMs?: number) => Promise<string | undefined>;
  /** Runs `work` while no other tab renews the same session. */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  announceSignedOut: () => void;
  close: () => void;
};

type TSessionShareOptions = {
  /** Names the session: the authority and client id (one provider session per origin). */
  name: string;
  /** This tab's stored user, as oidc-client-ts wrote it, if any. */
  readOwnUser: () => string | null;
  /** Another tab signed out. */
  onSignedOutElsewhere: () => void;
  createChannel?: (name: string) => BroadcastChannel;
  locks?: Pick<LockManager, 'request'> | undefined;
};

/** How long a tab waits for the others to answer: they answer within milliseconds when they exist. */
export const SESSION_SHARE_WAIT_MS = 250;

function expiresAtOf(storedUser: string): number | undefined {
  try {
    const expiresAt = (JSON.parse(storedUser) as { expires_at?: unknown }).expires_at;
    return typeof expiresAt === 'number' ? expiresAt : undefined;
  } catch {
    return undefined;
  }
}

/** Undefined where the browser has no BroadcastChannel: each tab then signs in on its own. */
export function createSessionShare({
  name,
  readOwnUser,
  onSignedOutElsewhere,
  createChannel = (channelName) => new BroadcastChannel(channelName),
  locks = globalThis.navigator?.locks,
}: TSessionShareOptions): TSessionShare | undefined {
  if (typeof BroadcastChannel === 'undefined') {
    return undefined;
  }
  const channelName = `portal-session:${name}`;
  const channel = createChannel(channelName);
  const waiting = new Map<string, (user: string) => void>();

  channel.onmessage = (event: MessageEvent<TShareMessage>) => {
    const message = event.data;
    if (message.type === 'request') {
      const own = readOwnUser();
      const expiresAt = own ? expiresAtOf(own) : undefined;
      // Only tokens that are still valid and fresher than the asker's.
      if (own && expiresAt !== undefined && expiresAt > message.newerThan && expiresAt * 1000 > Date.now()) {
        channel.postMessage({ type: 'session', id: message.id, user: own } satisfies TShareMessage);
      }
    } else if (message.type === 'session') {
      waiting.get(message.id)?.(message.user);
    } else if (message.type === 'signed-out') {
      onSignedOutElsewhere();
    }
  };

  return {
    ask(newerThan, waitMs = SESSION_SHARE_WAIT_MS) {
      const id = crypto.randomUUID();
      return new Promise((resolve) => {
        const finish = (user: string | undefined) => {
          waiting.delete(id);
          clearTimeout(timer);
          resolve(user);
        };
        const timer = setTimeout(() => finish(undefined), waitMs);
        waiting.set(id, finish);
        channel.postMessage({ type: 'request', id, newerThan } satisfies TShareMessage);
      });
    },
    exclusively(work) {
      return locks ? locks.request(channelName, work) : work();
    },
    announceSignedOut() {
      channel.postMessage({ type: 'signed-out' } satisfies TShareMessage);
    },
    close() {
      channel.close();
    },
  };
}
