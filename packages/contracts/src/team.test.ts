import { describe, expect, it } from 'vitest';
import {
  TEAM_MESSAGES,
  teamMessageKeyOf,
  ZTeamAssignRequestSchema,
  ZTeamMembersRequestSchema,
  ZTeamNudgeRequestSchema,
} from './team.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('team requests', () => {
  it('fills the member list request with its defaults and drops an empty search', () => {
    expect(ZTeamMembersRequestSchema.parse({ term: '  ' })).toEqual({
      pageNo: 1,
      pageSize: 20,
      term: undefined,
      scope: 'LINE',
      filter: 'ALL',
      sort: 'NAME',
      direction: 'asc',
    });
  });

  it('takes a due date for resources and assessments only, today or later', () => {
    const base = { itemId: 3, userCodes: ['a'] };
    expect(ZTeamAssignRequestSchema.parse({ ...base, kind: 'RESOURCE', dueDate: inDays(0) }).dueDate).toBe(inDays(0));
    expect(ZTeamAssignRequestSchema.parse({ ...base, kind: 'PATH', dueDate: '' }).dueDate).toBeUndefined();
    const path = ZTeamAssignRequestSchema.safeParse({ ...base, kind: 'PATH', dueDate: inDays(3) });
    expect(path.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dueDate', TEAM_MESSAGES.dueDateNotAllowed],
    ]);
    const past = ZTeamAssignRequestSchema.safeParse({ ...base, kind: 'ASSESSMENT', dueDate: inDays(-1) });
    expect(past.error?.issues.map((issue) => issue.message)).toEqual([TEAM_MESSAGES.dueDatePast]);
  });

  it('names each person once, 1 to 100 of them', () => {
    expect(ZTeamNudgeRequestSchema.safeParse({ userCodes: [] }).error?.issues[0]?.message).toBe(
      TEAM_MESSAGES.peopleRequired,
    );
    const twice = ZTeamNudgeRequestSchema.safeParse({ userCodes: ['a', 'b', 'a'] });
    expect(twice.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['userCodes.2']);
    expect(ZTeamNudgeRequestSchema.parse({ userCodes: ['a'], message: ' Hi ' })).toEqual({
      userCodes: ['a'],
      message: 'Hi',
    });
  });

  it("turns a message's English text into its catalogue key", () => {
    expect(teamMessageKeyOf(TEAM_MESSAGES.dueDatePast)).toBe('team.validation.dueDatePast');
    expect(teamMessageKeyOf('something else')).toBeUndefined();
  });
});
