import { resourceMessageKeyOf } from '@portal/contracts';
import type { TProblem, TValidationIssue } from '@portal/contracts';
import type { TFunction, i18n as TI18n } from 'i18next';
import type { TMessageKey } from '../../../lib/i18n';

/** A message of the server's rules: its catalogue key (`resources.validation.*`) when known, and its English text. */
export type TFieldMessage = { key: string | undefined; text: string };

/** Messages per field: dotted paths into the request body (`assets.0.url`). */
export type TFieldMessages = Readonly<Record<string, readonly TFieldMessage[]>>;

export function fieldMessagesFromIssues(issues: readonly TValidationIssue[]): TFieldMessages {
  const messages: Record<string, TFieldMessage[]> = {};
  for (const issue of issues) {
    (messages[issue.field] ??= []).push({ key: issue.key || undefined, text: issue.message });
  }
  return messages;
}

/** The field errors of a `400 validation_failed` problem, English texts mapped back to their keys. */
export function fieldMessagesFromProblem(problem: TProblem | undefined): TFieldMessages {
  const messages: Record<string, TFieldMessage[]> = {};
  for (const [field, texts] of Object.entries(problem?.errors ?? {})) {
    messages[field] = texts.map((text) => ({ key: resourceMessageKeyOf(text), text }));
  }
  return messages;
}

/** A message the web app itself gives (a catalogue key of its own). */
export function localMessage(key: TMessageKey): TFieldMessage {
  return { key, text: key };
}

function isUnder(field: string, name: string): boolean {
  return field === name || field.startsWith(`${name}.`);
}

/** The messages of `field`, and with `withNested` those of the fields below it (`categoryIds.2`). */
export function messagesOf(messages: TFieldMessages, field: string, withNested = false): TFieldMessage[] {
  return Object.entries(messages)
    .filter(([name]) => (withNested ? isUnder(name, field) : name === field))
    .flatMap(([, list]) => list);
}

/** The message in the page's language; one the catalogues do not know is shown as the server wrote it. */
export function translateMessage(t: TFunction, i18n: TI18n, message: TFieldMessage): string {
  return message.key && i18n.exists(message.key) ? t(message.key as TMessageKey) : message.text;
}

/** The translated messages of a field joined for an input's `error`, or undefined when it has none. */
export function fieldError(
  t: TFunction,
  i18n: TI18n,
  messages: TFieldMessages,
  field: string,
  withNested = false,
): string | undefined {
  const texts = [
    ...new Set(messagesOf(messages, field, withNested).map((message) => translateMessage(t, i18n, message))),
  ];
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/** Whether any message is there at all. */
export function hasMessages(messages: TFieldMessages): boolean {
  return Object.values(messages).some((list) => list.length > 0);
}

/** The messages of fields no input shows (`placed` are field names, with what is below them). */
export function unplacedMessages(messages: TFieldMessages, placed: readonly string[]): TFieldMessage[] {
  return Object.entries(messages)
    .filter(([field]) => !placed.some((name) => isUnder(field, name)))
    .flatMap(([, list]) => list);
}

/** The messages without those of `fields` (and what is below them): a field the user just changed. */
export function withoutFields(messages: TFieldMessages, fields: readonly string[]): TFieldMessages {
  return Object.fromEntries(Object.entries(messages).filter(([field]) => !fields.some((name) => isUnder(field, name))));
}
