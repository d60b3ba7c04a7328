import { SKILL_MESSAGES, SUPPORTED_LOCALES } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { describe, expect, it } from 'vitest';
import { skillMessageOf } from './form-messages';

describe('the skills messages', () => {
  it.each(SUPPORTED_LOCALES)('have a text for every rule of the contract (%s)', (locale) => {
    const catalogue = bundledCatalogues[locale].common;
    const missing = Object.keys(SKILL_MESSAGES).filter((name) => !catalogue[`skills.validation.${name}`]);
    expect(missing).toEqual([]);
  });

  it('name a contract rule by its catalogue key, and a bare required text as such', () => {
    const issue = { field: 'code', path: 'code', max: undefined, source: 'server' as const };
    expect(skillMessageOf({ ...issue, text: SKILL_MESSAGES.codeDuplicate })).toEqual({
      key: 'skills.validation.codeDuplicate',
    });
    expect(skillMessageOf({ ...issue, text: 'Too small: expected string to have >=1 characters' })).toEqual({
      key: 'skills.validation.textRequired',
    });
    expect(skillMessageOf({ ...issue, text: 'Something else' })).toBeUndefined();
  });
});
