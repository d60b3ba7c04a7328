/** One event of a Chromium trace (the fields the long-task breakdown reads). */
export type TTraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

type TProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type TCpuProfile = { nodes?: TProfileNode[]; samples?: number[] };

/** Trace events that say what a task spent its time on (script by file, style, layout, paint). */
const CHILD_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
]);

const LONG_TASK_US = 50_000;

const ms = (microseconds: number) => Math.round(microseconds / 1000);
/** A trace argument that is text, or ''. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const fileOf = (url: unknown) => (typeof url === 'string' && url !== '' ? (url.split('/').pop() ?? url) : '');

function top(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((left, right) => right[1] - left[1])
    .slice(0, count)
    .map(([name, micro]) => `${name} ${ms(micro)}`)
    .join(' | ');
}

/** The CPU profile's samples in trace time: which function ran at each moment. */
function profileSamples(events: readonly TTraceEvent[]): { ts: number; frame: string }[] {
  const nodes = new Map<number, TProfileNode>();
  const samples: { ts: number; frame: string }[] = [];
  let clock = 0;
  for (const event of events) {
    if (event.name === 'Profile' && typeof event.args?.data?.['startTime'] === 'number') {
      clock = event.args.data['startTime'];
    }
    if (event.name !== 'ProfileChunk') {
      continue;
    }
    const profile = (event.args?.data?.['cpuProfile'] ?? {}) as TCpuProfile;
    const deltas = (event.args?.data?.['timeDeltas'] ?? []) as number[];
    for (const node of profile.nodes ?? []) {
      nodes.set(node.id, node);
    }
    (profile.samples ?? []).forEach((id, index) => {
      clock += deltas[index] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      samples.push({
        ts: clock,
        frame: frame ? `${frame.functionName || '(anonymous)'}@${fileOf(frame.url)}:${frame.lineNumber}` : '?',
      });
    });
  }
  return samples;
}

/**
 * What a page load's trace says a phone waits on: first and largest contentful paint (each
 * candidate), when each call and chunk was asked for, and every main-thread task over 50 ms broken
 * down into its parts and the functions that ran longest in it. Times from navigation start.
 */
export function describeLongTasks(events: readonly TTraceEvent[]): string {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = (event: TTraceEvent) => mainThreads.has(`${event.pid}:${event.tid}`);
  // The navigation's start, else its document request.
  const start =
    events.find((event) => event.name === 'navigationStart' && onMain(event))?.ts ??
    events.find((event) => event.name === 'ResourceSendRequest')?.ts ??
    0;
  const lines: string[] = [];
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && onMain(event));
  lines.push(`first contentful paint: ${fcp ? ms(fcp.ts - start) : '?'} ms`);
  for (const candidate of events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && onMain(event),
  )) {
    lines.push(
      `largest contentful paint candidate: ${ms(candidate.ts - start)} ms, ${textOf(candidate.args?.data?.['nodeName']).slice(0, 80)}`,
    );
  }
  // Calls, stylesheets and fonts one by one, with when their answer had arrived (the network
  // process records that); script chunks as a count and a time span.
  const finishedAt = new Map(
    events
      .filter((event) => event.name === 'ResourceFinish')
      .map((event) => [textOf(event.args?.data?.['requestId']), event.ts] as const),
  );
  const chunkTimes: number[] = [];
  for (const request of events.filter((event) => event.name === 'ResourceSendRequest' && onMain(event))) {
    const path = textOf(request.args?.data?.['url']).replace(/^https?:\/\/[^/]+/, '');
    if (path.endsWith('.js')) {
      chunkTimes.push(ms(request.ts - start));
    } else {
      const finish = finishedAt.get(textOf(request.args?.data?.['requestId']));
      const answered = finish === undefined ? 'no answer in the trace' : `answered at ${ms(finish - start)} ms`;
      lines.push(`asked at ${ms(request.ts - start)} ms, ${answered}: ${path.slice(0, 90)}`);
    }
  }
  if (chunkTimes.length > 0) {
    lines.push(
      `script files asked: ${chunkTimes.length}, from ${Math.min(...chunkTimes)} to ${Math.max(...chunkTimes)} ms`,
    );
  }
  const samples = profileSamples(events);
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && (event.dur ?? 0) > LONG_TASK_US)
    .sort((left, right) => left.ts - right.ts);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) - LONG_TASK_US;
    const parts = new Map<string, number>();
    for (const child of events) {
      if (
        child !== task &&
        onMain(child) &&
        CHILD_EVENTS.has(child.name) &&
        child.ts >= task.ts &&
        child.ts + (child.dur ?? 0) <= end
      ) {
        const name = `${child.name} ${fileOf(child.args?.data?.['url'])}`.trim();
        parts.set(name, (parts.get(name) ?? 0) + (child.dur ?? 0));
      }
    }
    const functions = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    for (let index = 1; index < inTask.length; index += 1) {
      const sample = inTask[index];
      const previous = inTask[index - 1];
      if (sample && previous) {
        functions.set(sample.frame, (functions.get(sample.frame) ?? 0) + sample.ts - previous.ts);
      }
    }
    lines.push(`\ntask at ${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms`);
    lines.push(`  parts: ${top(parts, 6)}`);
    lines.push(`  functions: ${top(functions, 8)}`);
  }
  lines.push(`\nsum of the tasks' time over 50 ms: ${ms(blocking)} ms`);
  return lines.join('\n');
}
