import { httpGet } from './http-get.ts';

/*
 * Figures only a Node process knows about itself (its heap, its open handles), read from outside
 * through its inspector (`node --inspect=127.0.0.1:<port>`, see `startPortalServer({ inspect })`):
 * the DevTools protocol over the inspector's WebSocket, attached for one piece of work at a time.
 */

export type TProcessInspector = {
  /** Evaluates an expression in the process's main context; answers its value (JSON-serialisable). */
  evaluate: <T>(expression: string) => Promise<T>;
  /** A full garbage collection, so heap figures count live objects only. */
  collectGarbage: () => Promise<void>;
};

/** `process.memoryUsage()` of the process, in bytes. */
export type TProcessMemory = {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
};

type TProtocolAnswer = { id: number; result?: unknown; error?: { message: string } };

const CALL_TIMEOUT_MS = 30_000;

async function debuggerUrlOf(port: number): Promise<string> {
  const answer = await httpGet(`http://127.0.0.1:${port}/json/list`, {}, 5_000);
  if (answer.status !== 200) {
    throw new Error(`no inspector target on port ${port} (answered ${answer.status})`);
  }
  const targets = JSON.parse(answer.body) as { webSocketDebuggerUrl?: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (url === undefined) {
    throw new Error(`no inspector target on port ${port} (no debugger URL in its list)`);
  }
  return url;
}

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => resolve(socket), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not attach to the inspector at ${url}`)), {
      once: true,
    });
  });
}

/**
 * Attaches to the inspector on `port` for `work`, then detaches (a process keeps running as usual
 * once no session is attached; one still attached would delay its exit).
 */
export async function withProcessInspector<T>(
  port: number,
  work: (inspector: TProcessInspector) => Promise<T>,
): Promise<T> {
  const socket = await openSocket(await debuggerUrlOf(port));
  const pending = new Map<number, (answer: TProtocolAnswer) => void>();
  let lastId = 0;
  socket.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data !== 'string') {
      return;
    }
    const answer = JSON.parse(event.data) as TProtocolAnswer;
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
  });

  function call(method: string, params: object = {}): Promise<unknown> {
    lastId += 1;
    const id = lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`inspector: ${method} did not answer within ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.error) {
          reject(new Error(`inspector: ${method}: ${answer.error.message}`));
        } else {
          resolve(answer.result);
        }
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  }

  const inspector: TProcessInspector = {
    evaluate: async <T>(expression: string): Promise<T> => {
      // Serialised in the process, so the value comes back whole whatever its shape.
      const answer = (await call('Runtime.evaluate', {
        expression: `JSON.stringify(${expression})`,
        returnByValue: true,
      })) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
      if (answer.exceptionDetails || typeof answer.result.value !== 'string') {
        throw new Error(`inspector: ${expression} failed: ${answer.exceptionDetails?.text ?? 'no value'}`);
      }
      return JSON.parse(answer.result.value) as T;
    },
    collectGarbage: async () => {
      await call('HeapProfiler.collectGarbage');
    },
  };
  try {
    return await work(inspector);
  } finally {
    socket.close();
  }
}

/** The process's memory after a full garbage collection (its live heap, not garbage waiting). */
export async function readProcessMemory(inspector: TProcessInspector): Promise<TProcessMemory> {
  await inspector.collectGarbage();
  const usage = await inspector.evaluate<NodeJS.MemoryUsage>('process.memoryUsage()');
  return {
    rssBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    heapTotalBytes: usage.heapTotal,
    externalBytes: usage.external,
  };
}

/**
 * How many of the process's active handles are of a kind (`process.getActiveResourcesInfo()`), e.g.
 * `TCPSocketWrap`: its open TCP connections (the listening socket is a `TCPServerWrap`).
 */
export function countActiveResources(inspector: TProcessInspector, kind: string): Promise<number> {
  return inspector.evaluate<number>(
    `process.getActiveResourcesInfo().filter((kind) => kind === ${JSON.stringify(kind)}).length`,
  );
}
