import type { THighlightSegment } from '@portal/contracts';
import { Fragment } from 'react';

/** Text cut into runs by the server; the matched runs in <mark> (React escapes every run). */
export function HighlightedText({ runs, fallback = '' }: { runs: readonly THighlightSegment[]; fallback?: string }) {
  if (runs.length === 0) {
    return fallback;
  }
  // Runs never move: the index is their identity.
  return runs.map((run, index) =>
    run.match ? <mark key={index}>{run.text}</mark> : <Fragment key={index}>{run.text}</Fragment>,
  );
}
