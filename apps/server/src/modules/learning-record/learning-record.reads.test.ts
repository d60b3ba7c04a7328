import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createLearningRecordService } from './learning-record.service.ts';

/* The record's reads for skills (issue 17): ratings with their context, and completions of several users. */

let server: TTestServer;
const record = createLearningRecordService();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('ratingsOf', () => {
  it("answers the users' ratings with their context, oldest first, and skips what is not a rating", async () => {
    const { db } = server.database;
    await record.record(
      db,
      'acme',
      [
        {
          actorUserCode: 'acme-newhire',
          verb: 'rated',
          objectKind: 'COMPETENCY',
          objectId: '9001',
          result: { scoreScaled: 0.5, scoreRaw: 3 },
          context: { source: 'MANAGER', raterUserCode: 'acme-manager', reason: 'Seen it', setId: 4 },
          idempotencyKey: 'reads:1',
        },
      ],
      '2026-03-01T00:00:00.000Z',
    );
    await record.record(
      db,
      'acme',
      [
        {
          actorUserCode: 'acme-newhire',
          verb: 'rated',
          objectKind: 'COMPETENCY',
          objectId: '9002',
          result: { scoreScaled: 1 },
          context: { source: 'SELF' },
          idempotencyKey: 'reads:2',
        },
        // No source: not a skill rating.
        {
          actorUserCode: 'acme-newhire',
          verb: 'rated',
          objectKind: 'COMPETENCY',
          objectId: '9003',
          result: { scoreScaled: 1 },
          idempotencyKey: 'reads:3',
        },
        // Another verb, another user: not theirs.
        {
          actorUserCode: 'acme-newhire',
          verb: 'completed',
          objectKind: 'COMPETENCY',
          objectId: '9001',
          idempotencyKey: 'reads:4',
        },
        {
          actorUserCode: 'acme-learner',
          verb: 'rated',
          objectKind: 'COMPETENCY',
          objectId: '9001',
          result: { scoreScaled: 0 },
          context: { source: 'SELF' },
          idempotencyKey: 'reads:5',
        },
      ],
      '2026-01-01T00:00:00.000Z',
    );
    // Only these competencies: the demo's own ratings stay out of the way.
    expect(await record.ratingsOf(db, 'acme', ['acme-newhire'], [9001, 9002, 9003])).toEqual([
      {
        userCode: 'acme-newhire',
        competencyId: 9002,
        scaled: 1,
        rawLevel: null,
        at: '2026-01-01T00:00:00.000Z',
        source: 'SELF',
        raterUserCode: null,
        attemptId: null,
        setId: null,
        reason: null,
      },
      {
        userCode: 'acme-newhire',
        competencyId: 9001,
        scaled: 0.5,
        rawLevel: 3,
        at: '2026-03-01T00:00:00.000Z',
        source: 'MANAGER',
        raterUserCode: 'acme-manager',
        attemptId: null,
        setId: 4,
        reason: 'Seen it',
      },
    ]);
    const only = await record.ratingsOf(db, 'acme', ['acme-newhire', 'acme-learner'], [9001]);
    expect(only.map((rating) => [rating.userCode, rating.competencyId])).toEqual([
      ['acme-learner', 9001],
      ['acme-newhire', 9001],
    ]);
    // Another tenant's record holds none of them.
    expect(await record.ratingsOf(db, 'boreal', ['acme-newhire'])).toEqual([]);
  });
});

describe('completionsOfUsers', () => {
  it('answers when each user last completed each object asked', async () => {
    const { db } = server.database;
    const completion = (userCode: string, objectId: string, key: string, at: string) =>
      record.record(
        db,
        'acme',
        [{ actorUserCode: userCode, verb: 'completed', objectKind: 'PATH', objectId, idempotencyKey: key }],
        at,
      );
    await completion('acme-learner', '801', 'reads:c1', '2026-01-01T00:00:00.000Z');
    await completion('acme-learner', '801', 'reads:c2', '2026-02-01T00:00:00.000Z');
    await completion('acme-newhire', '802', 'reads:c3', '2026-03-01T00:00:00.000Z');
    await completion('acme-newhire', '803', 'reads:c4', '2026-03-01T00:00:00.000Z');
    const completions = await record.completionsOfUsers(
      db,
      'acme',
      ['acme-learner', 'acme-newhire'],
      'PATH',
      [801, 802],
    );
    expect([...completions].map(([userCode, objects]) => [userCode, Object.fromEntries(objects)])).toEqual(
      expect.arrayContaining([
        ['acme-learner', { '801': '2026-02-01T00:00:00.000Z' }],
        ['acme-newhire', { '802': '2026-03-01T00:00:00.000Z' }],
      ]),
    );
    expect(completions.size).toBe(2);
  });
});
