import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The question shown on the focused attempt page. */
export function currentQuestion(page: Page): Locator {
  return page.getByRole('region', { name: /^Question \d+ (of|sur) \d+$/ });
}

/**
 * Answers the question shown, by keyboard only, whatever its kind: Space on the first radio or
 * checkbox, typing in a text field (then Tab out), Enter on the first "move down" of an ordering.
 */
export async function answerByKeyboard(page: Page, shortAnswer = 'receipt'): Promise<void> {
  const question = currentQuestion(page);
  const radio = question.getByRole('radio');
  const checkbox = question.getByRole('checkbox');
  const textbox = question.getByRole('textbox');
  const moveDown = question.getByRole('button', { name: /( down$|^Descendre )/, disabled: false });
  if ((await radio.count()) > 0) {
    await radio.first().focus();
    await page.keyboard.press('Space');
    await expect(radio.first()).toBeChecked();
  } else if ((await checkbox.count()) > 0) {
    await checkbox.first().focus();
    await page.keyboard.press('Space');
    await expect(checkbox.first()).toBeChecked();
  } else if ((await textbox.count()) > 0) {
    await textbox.focus();
    await page.keyboard.type(shortAnswer);
    // Leaving the field saves at once.
    await page.keyboard.press('Tab');
  } else {
    await moveDown.first().focus();
    await page.keyboard.press('Enter');
  }
}

/** Goes to the next question with the keyboard. */
export async function nextQuestion(page: Page, label = 'Next question'): Promise<void> {
  const next = page.getByRole('button', { name: label });
  await next.focus();
  await page.keyboard.press('Enter');
}
