import type { Readable } from 'node:stream';

/*
 * Reading server-sent events as EventSource does, for the tests and the bench: events are blocks
 * of lines ended by a blank line; `event: ` names one (`message` when it has no name) and its
 * `data: ` lines, joined with newlines, are its data. Other lines (comments such as heartbeats,
 * `retry:`, `id:`) are skipped.
 */

/** Called once per event, in order; `data` is null when the block had no `data: ` line (a comment). */
export type TOnStreamEvent = (event: string, data: string | null) => void;

function eventOf(block: string): { event: string; data: string | null } {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) {
      event = line.slice('event: '.length);
    } else if (line.startsWith('data: ')) {
      data.push(line.slice('data: '.length));
    }
  }
  return { event, data: data.length > 0 ? data.join('\n') : null };
}

/**
 * Reads the body of a stream (`incoming`, as UTF-8 text) event by event as it comes, calling
 * `onEvent` for each complete one; a block not yet ended by a blank line waits for the next chunk.
 */
export function readEventBlocks(incoming: Readable, onEvent: TOnStreamEvent): void {
  let buffered = '';
  incoming.setEncoding('utf8');
  incoming.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const { event, data } = eventOf(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      onEvent(event, data);
      end = buffered.indexOf('\n\n');
    }
  });
}
