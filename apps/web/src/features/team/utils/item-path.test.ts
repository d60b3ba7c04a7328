import { assessmentSetPath, eventPath, learningPathPath, resourceFeedPath } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { itemPath } from './item-path';

describe('itemPath', () => {
  it('opens each kind where its module does', () => {
    expect(itemPath('PATH', 3)).toBe(learningPathPath(3));
    expect(itemPath('RESOURCE', 12)).toBe(resourceFeedPath(12));
    expect(itemPath('ASSESSMENT', 7)).toBe(assessmentSetPath(7));
    expect(itemPath('EVENT', 6)).toBe(eventPath(6));
  });

  it('has no page for an event session', () => {
    expect(itemPath('EVENT', 41, true)).toBeNull();
  });
});
