import { SKILL_PATHS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SKILL_ADMIN_PATH } from './routes';

describe('SKILL_ADMIN_PATH', () => {
  it('is the contract’s skills admin address', () => {
    expect(SKILL_ADMIN_PATH).toBe(SKILL_PATHS.admin);
  });
});
