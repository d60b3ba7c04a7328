/**
 * The error an input shows, as assistive technology reads it: the text of the element its
 * `aria-describedby` names with Mantine's `-error` suffix; undefined when the input has none.
 */
export function fieldErrorOf(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter((text) => text !== '');
  return texts.length > 0 ? texts.join(' ') : undefined;
}
