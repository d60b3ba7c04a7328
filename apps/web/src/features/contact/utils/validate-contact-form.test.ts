import { describe, expect, it } from 'vitest';
import { validateContactForm } from './validate-contact-form';

describe('validateContactForm', () => {
  it('names the first problem of each field as a translation key', () => {
    const result = validateContactForm({ name: ' ', email: 'nope', subject: '', message: 'x'.repeat(4001) });
    expect(result).toEqual({
      success: false,
      errors: {
        name: { key: 'contact.error.nameRequired' },
        email: { key: 'contact.error.emailInvalid' },
        subject: { key: 'contact.error.subjectRequired' },
        message: { key: 'contact.error.tooLong', values: { max: 4000 } },
      },
    });
  });

  it('answers the trimmed request when the form is valid', () => {
    expect(
      validateContactForm({ name: ' Lena ', email: 'lena@acme.test', subject: ' Hi ', message: ' Hello ' }),
    ).toEqual({ success: true, data: { name: 'Lena', email: 'lena@acme.test', subject: 'Hi', message: 'Hello' } });
  });
});
