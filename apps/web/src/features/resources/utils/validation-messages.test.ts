import { describe, expect, it } from 'vitest';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { createPortalI18n } from '../../../lib/i18n';
import {
  fieldError,
  fieldMessagesFromIssues,
  fieldMessagesFromProblem,
  unplacedMessages,
  withoutFields,
} from './validation-messages';

const issues = [
  { field: 'categoryIds.1', key: 'resources.validation.categoryUnknown', message: 'This category does not exist' },
  {
    field: 'assets.0.url',
    key: 'resources.validation.urlInvalid',
    message: 'Enter a link that starts with http:// or https://',
  },
  { field: 'other', key: 'resources.validation.fromANewerServer', message: 'A newer rule' },
];

describe('validation messages', () => {
  it('translates each field’s messages, nested ones on request', () => {
    const i18n = createPortalI18n('fr-CA', { catalogues: bundledCatalogues, isDev: false });
    const messages = fieldMessagesFromIssues(issues);
    expect(fieldError(i18n.t, i18n, messages, 'categoryIds')).toBeUndefined();
    expect(fieldError(i18n.t, i18n, messages, 'categoryIds', true)).toBe('Cette catégorie n’existe pas');
    expect(fieldError(i18n.t, i18n, messages, 'assets.0.url')).toBe(
      'Indiquez un lien qui commence par http:// ou https://',
    );
    // A key this release does not know: the server's English text.
    expect(fieldError(i18n.t, i18n, messages, 'other')).toBe('A newer rule');
  });

  it('maps the English texts of a problem back to catalogue keys', () => {
    const i18n = createPortalI18n('fr-CA', { catalogues: bundledCatalogues, isDev: false });
    const messages = fieldMessagesFromProblem({
      type: 'about:blank',
      title: 'Invalid',
      status: 400,
      code: 'validation_failed',
      errors: { expiryDate: ['The expiry date must be after the effective date'], url: ['Invalid URL'] },
    });
    expect(fieldError(i18n.t, i18n, messages, 'expiryDate')).toBe(
      'La date d’expiration doit suivre la date d’entrée en vigueur',
    );
    expect(fieldError(i18n.t, i18n, messages, 'url')).toBe('Invalid URL');
  });

  it('finds the messages no input shows, and drops a changed field’s', () => {
    const messages = fieldMessagesFromIssues(issues);
    expect(unplacedMessages(messages, ['categoryIds', 'assets']).map((message) => message.text)).toEqual([
      'A newer rule',
    ]);
    expect(Object.keys(withoutFields(messages, ['assets']))).toEqual(['categoryIds.1', 'other']);
  });
});
