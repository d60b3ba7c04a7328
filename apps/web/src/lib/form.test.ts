import { RESOURCE_MESSAGES, ZSubmitIssueRequestSchema } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { describe, expect, it } from 'vitest';
import { contractValidator, createFormErrorTranslator, errorsWithout, errorUnder, FORM_LEVEL_ERROR } from './form';
import { createPortalI18n } from './i18n';

const french = createPortalI18n('fr-CA', { catalogues: bundledCatalogues, isDev: false });

describe('the form error translator', () => {
  it("says zod's size limits as characters, items or a value, in the page's language", () => {
    const { translate } = createFormErrorTranslator(french.t, 'fr-CA');
    expect(
      translate(
        {
          title: ['Too big: expected string to have <=200 characters'],
          categoryIds: ['Too big: expected array to have <=20 items'],
          durationValue: ['Too big: expected number to be <=100000'],
        },
        'client',
      ).fields,
    ).toEqual({
      title: 'Au plus 200 caractères',
      categoryIds: 'Au plus 20 éléments',
      durationValue: `Au plus ${new Intl.NumberFormat('fr-CA').format(100000)}`,
    });
  });

  it("knows the contracts' keyed texts, keeps unknown ones as written and lists the paths no field shows", () => {
    const { translate } = createFormErrorTranslator(french.t, 'fr-CA', {
      fieldOf: (path) => (path.startsWith('assets') ? 'assets' : undefined),
    });
    expect(
      translate({ 'assets.0.url': [RESOURCE_MESSAGES.urlInvalid, 'Something new'], total: ['Too many'] }, 'server'),
    ).toEqual({
      fields: { assets: 'Indiquez un lien qui commence par http:// ou https:// Something new' },
      other: ['Too many'],
    });
  });

  it("lets the form say a field's problem in its own words", () => {
    const { translate } = createFormErrorTranslator(french.t, 'fr-CA', {
      messageOf: ({ field, max, source }) =>
        field === 'name' && max === undefined && source === 'client'
          ? { key: 'contact.error.nameRequired' }
          : undefined,
    });
    expect(translate({ name: ['Name is required'] }, 'client').fields).toEqual({ name: 'Le nom est obligatoire' });
    expect(translate({ name: ['Name is required'] }, 'server').fields).toEqual({ name: 'Name is required' });
  });
});

describe('the contract validator', () => {
  it("runs the contract's schema over the request the values make, first issue of each field", () => {
    const validate = contractValidator(
      ZSubmitIssueRequestSchema,
      (values: { name: string }) => ({ name: values.name, email: 'x@acme.test', subject: 'S', message: 'M', extra: 1 }),
      createFormErrorTranslator(french.t, 'fr-CA'),
    );
    // `extra` is refused by the strict schema and shows on no field: it is kept apart so that nothing is sent.
    expect(validate({ name: '  ' })).toEqual({ name: 'Name is required', [FORM_LEVEL_ERROR]: expect.any(String) });
    expect(Object.keys(validate({ name: 'Lena' }))).toEqual([FORM_LEVEL_ERROR]);
  });
});

describe('errors of nested paths', () => {
  const errors = { texts: 'A', 'texts.en.title': 'B', 'assets.0.url': 'C', textsOther: 'D' };

  it('are read and cleared with what is below a field', () => {
    expect(errorUnder(errors, 'texts')).toBe('A B');
    expect(errorUnder(errors, 'assets.1')).toBeUndefined();
    expect(errorsWithout(errors, ['texts', 'assets'])).toEqual({ textsOther: 'D' });
  });
});
