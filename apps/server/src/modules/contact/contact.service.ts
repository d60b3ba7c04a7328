import type { TSubmitIssueRequest, TSubmitIssueResponse } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { insertContactRequest } from './contact.repository.ts';
import { succeeded } from '../../lib/api-result.ts';

export type TContactService = ReturnType<typeof createContactService>;

/** Contact us (the contact-us page): requests are stored for the tenant's help desk. */
export function createContactService(db: Kysely<Database>) {
  /**
   * Stores the signed-in user's request with the request's correlation id, so support can join it
   * to the logs; answers the stored id.
   */
  async function submitIssue(
    tenant: TResolvedTenant,
    actor: { userCode: string; correlationId: string },
    input: TSubmitIssueRequest,
  ): Promise<TSubmitIssueResponse> {
    const id = await insertContactRequest(db, {
      tenant_code: tenant.tenantCode,
      user_code: actor.userCode,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      correlation_id: actor.correlationId,
      created_at: new Date().toISOString(),
    });
    return succeeded(id, 'Your message was sent.');
  }

  return { submitIssue };
}
