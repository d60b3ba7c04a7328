import { pino, type DestinationStream, type Logger } from 'pino';

// Bidirectional controls reorder what a reader sees (Trojan Source): a value a client sent must not
// be able to disguise a log line. LRM/RLM, embeddings and overrides, isolates.
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional control characters. */
export function dropBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

// Never log credentials, even when a client sends them somewhere unexpected.
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'];

/**
 * The portal's logger: JSON lines with credentials redacted and bidirectional controls dropped from
 * the whole line (messages, keys and values alike). Writes to `destination`, stdout by default.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: REDACTED_PATHS, hooks: { streamWrite: dropBidiControls } }, destination);
}

/**
 * Standard output written asynchronously: a log line costs the request a copy into a buffer, not a
 * write system call. The owner flushes it (`flushSync`) before the process exits.
 */
export function createAsyncStdout(): ReturnType<typeof pino.destination> {
  return pino.destination({ dest: 1, sync: false });
}
