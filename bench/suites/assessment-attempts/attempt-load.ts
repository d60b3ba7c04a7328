import type autocannon from 'autocannon';
import { buildUserRow } from '../../../apps/server/src/test/factories.ts';
import { callAcme } from '../../../apps/server/src/ops/cluster/acme-client.ts';
import { issueAccessToken } from '../../../apps/server/src/test/access-tokens.ts';
import type { TKillablePortal } from './attempt-portal.ts';

/*
 * What the attempts suite does to its portal: demo learners of acme, a timed set they are all
 * taking, and saves as a page sends them (one question after the other, increasing clientSeq).
 */

const ACME_HOST = 'acme.localhost';
export const QUESTIONS = 10;

export type TReply = { status: number; body: string };

/** One JSON call to the portal as acme. Rejects on a connection error (a killed server). */
export function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<TReply> {
  return callAcme(baseUrl, method, path, { authorization: `Bearer ${token}` }, body);
}

async function expectOk<T>(reply: Promise<TReply>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status < 200 || status >= 300) {
    throw new Error(`${what}: ${status} ${body.slice(0, 300)}`);
  }
  return JSON.parse(body) as T;
}

export type TLearner = { userCode: string; token: string; attemptId: number; questionIds: number[]; nextSeq: number };

/** Runs `work` over `items` with at most `concurrency` at once. */
async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * `count` learners of acme, each with an attempt in progress on one published, timed set of
 * QUESTIONS single-choice questions (assigned to everyone; two hours, so no deadline passes).
 */
export async function prepareLearners(
  portal: Pick<TKillablePortal, 'database' | 'baseUrl'>,
  count: number,
): Promise<TLearner[]> {
  const { database, baseUrl } = portal;
  const token = (userCode: string) => issueAccessToken(database, { tenant: 'acme', userCode, expiresIn: 3600 });
  const admin = await token('acme-admin');
  const text = (value: string) => ({ en: value, 'fr-CA': `${value} (fr)` });
  type TEnvelope<T> = { returnValue: T };
  const bank = await expectOk<TEnvelope<{ bankId: number }>>(
    call(baseUrl, 'POST', '/api/assessment/admin/banks', admin, { title: text('Bench bank') }),
    'bank',
  );
  for (let index = 0; index < QUESTIONS; index += 1) {
    await expectOk(
      call(baseUrl, 'POST', `/api/assessment/admin/banks/${bank.returnValue.bankId}/questions`, admin, {
        kind: 'SINGLE_CHOICE',
        stem: text(`Bench question ${index + 1}`),
        options: [
          { id: 'a', text: text('Right'), isCorrect: true },
          { id: 'b', text: text('Wrong') },
          { id: 'c', text: text('Also wrong') },
        ],
      }),
      'question',
    );
  }
  const set = await expectOk<TEnvelope<{ setId: number }>>(
    call(baseUrl, 'POST', '/api/assessment/admin/sets', admin, {
      title: text('Bench set'),
      banks: [{ bankId: bank.returnValue.bankId, drawCount: QUESTIONS }],
      timeLimitMinutes: 120,
      attemptsAllowed: null,
      reviewMode: 'SCORE',
    }),
    'set',
  );
  const setId = set.returnValue.setId;
  await expectOk(
    call(baseUrl, 'PUT', `/api/assessment/admin/sets/${setId}/assignments`, admin, {
      assignments: [{ targetKind: 'ALL', targetCode: '' }],
    }),
    'assignment',
  );
  await expectOk(call(baseUrl, 'POST', `/api/assessment/admin/sets/${setId}/publish`, admin), 'publish');

  const userCodes = Array.from({ length: count }, (_, index) => `bench-learner-${String(index + 1).padStart(4, '0')}`);
  for (let start = 0; start < userCodes.length; start += 200) {
    await database.db
      .insertInto('users')
      .values(
        userCodes
          .slice(start, start + 200)
          .map((userCode) => buildUserRow('acme', userCode, { job_role_code: 'SALES_ASSOCIATE' })),
      )
      .execute();
  }
  const learners: TLearner[] = [];
  await inBatches(userCodes, 20, async (userCode) => {
    const learnerToken = await token(userCode);
    const attempt = await expectOk<{ attemptId: number; questions: { questionId: number }[] }>(
      call(baseUrl, 'POST', `/api/userAttempt/${setId}/start`, learnerToken),
      `start ${userCode}`,
    );
    learners.push({
      userCode,
      token: learnerToken,
      attemptId: attempt.attemptId,
      questionIds: attempt.questions.map((question) => question.questionId),
      nextSeq: 1,
    });
  });
  return learners;
}

export type TAck = { attemptId: number; questionId: number; clientSeq: number };

/** The learner's next save (next question, next clientSeq); answers the status and, when accepted, the receipt. */
/** The next save of a learner: its path and JSON body (the learner's sequence moves on). */
function nextSave(learner: TLearner): { path: string; questionId: number; clientSeq: number; body: string } {
  const clientSeq = learner.nextSeq;
  learner.nextSeq += 1;
  const questionId = learner.questionIds[clientSeq % learner.questionIds.length] ?? 0;
  const body = JSON.stringify({ questionId, response: { optionId: clientSeq % 2 === 0 ? 'a' : 'b' }, clientSeq });
  return { path: `/api/userAttempt/${learner.attemptId}/saveResponse`, questionId, clientSeq, body };
}

/**
 * Rewrites autocannon's requests into saves: each request is the next save of the next learner in
 * turn, so a learner's saves go out in order and never overlap while there are more learners than
 * connections.
 */
export function saveRequestSetup(learners: readonly TLearner[]) {
  let turn = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const learner = learners[turn % learners.length] as TLearner;
    turn += 1;
    const save = nextSave(learner);
    return {
      ...request,
      method: 'POST',
      path: save.path,
      headers: {
        host: ACME_HOST,
        authorization: `Bearer ${learner.token}`,
        'content-type': 'application/json',
      },
      body: save.body,
    };
  };
}

export async function saveNext(baseUrl: string, learner: TLearner): Promise<{ status: number; ack: TAck | null }> {
  const { path, questionId, body } = nextSave(learner);
  const reply = await call(baseUrl, 'POST', path, learner.token, JSON.parse(body));
  if (reply.status !== 200) {
    return { status: reply.status, ack: null };
  }
  const ack = JSON.parse(reply.body) as { accepted: boolean; clientSeq: number };
  return {
    status: 200,
    ack: ack.accepted ? { attemptId: learner.attemptId, questionId, clientSeq: ack.clientSeq } : null,
  };
}

/**
 * Every acknowledged save is stored: for each (attempt, question) the stored clientSeq is at
 * least the highest one acknowledged. Answers the acknowledged pairs that are missing.
 */
export async function findLostAcks(portal: TKillablePortal, acks: readonly TAck[]): Promise<TAck[]> {
  const highest = new Map<string, TAck>();
  for (const ack of acks) {
    const key = `${ack.attemptId}:${ack.questionId}`;
    if ((highest.get(key)?.clientSeq ?? -1) < ack.clientSeq) {
      highest.set(key, ack);
    }
  }
  const rows = await portal.database.db
    .selectFrom('assessment_attempt_responses')
    .select(['attempt_id', 'question_id', 'client_seq'])
    .where('tenant_code', '=', 'acme')
    .execute();
  const stored = new Map(rows.map((row) => [`${row.attempt_id}:${row.question_id}`, row.client_seq]));
  return [...highest.entries()].filter(([key, ack]) => (stored.get(key) ?? -1) < ack.clientSeq).map(([, ack]) => ack);
}
