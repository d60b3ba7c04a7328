import { TRIVIA_QUESTION_KINDS } from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * Read-only lookups over the assessment question banks (migration 0016) that trivia draws from:
 * the assessments module exports no such lookup yet, so this small repository reads its tables
 * directly, never writes them. Only SINGLE_CHOICE and TRUE_FALSE questions that are not retired count.
 */

type TDb = Kysely<Database> | Transaction<Database>;

export type TBankRow = { bankId: number; titleEn: string; titleFr: string };

export async function findBanks(db: TDb, tenantCode: string, bankIds?: readonly number[]): Promise<TBankRow[]> {
  if (bankIds?.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('question_banks')
    .select(['id as bankId', 'title_en as titleEn', 'title_fr as titleFr'])
    .where('tenant_code', '=', tenantCode);
  if (bankIds) {
    query = query.where('id', 'in', [...bankIds]);
  }
  return query.orderBy('id').execute();
}

/** Usable questions per bank of the tenant. */
export async function countUsableQuestions(db: TDb, tenantCode: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('questions')
    .select(['bank_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tenant_code', '=', tenantCode)
    .where('kind', 'in', [...TRIVIA_QUESTION_KINDS])
    .where('is_retired', '=', false)
    .groupBy('bank_id')
    .execute();
  return new Map(rows.map((row) => [row.bank_id, Number(row.count)]));
}

/** The usable questions of a bank: id and stored content (JSON of the contracts' question content). */
export async function findUsableQuestions(
  db: TDb,
  tenantCode: string,
  bankId: number,
): Promise<{ questionId: number; content: string }[]> {
  return db
    .selectFrom('questions')
    .select(['id as questionId', 'content'])
    .where('tenant_code', '=', tenantCode)
    .where('bank_id', '=', bankId)
    .where('kind', 'in', [...TRIVIA_QUESTION_KINDS])
    .where('is_retired', '=', false)
    .orderBy('id')
    .execute();
}
