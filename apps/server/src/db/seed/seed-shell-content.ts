import type { TLocaleCode, TTenantNotificationType } from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import { createTenantNotification } from '../../modules/policies/policies.service.ts';
import type { Database } from '../schema.ts';
import type { TDemoTenant } from './demo-tenants.ts';

/**
 * Shell content of the demo tenants: Terms and Conditions and Privacy Policy in English and
 * French, each in a current and an older version. No tag manager: a demo sends nothing to
 * analytics unless someone configures it (`tenant_analytics`).
 */

// A sentence ending with a name that ends with its own period ("Boréal Inc.") takes no second one.
function withFullStop(sentence: string): string {
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

type TPolicyText = { title: string; html: (tenantName: string, version: string) => string };

const TEXTS: Record<TTenantNotificationType, Record<TLocaleCode, TPolicyText>> = {
  TERMS_CONDITIONS: {
    en: {
      title: 'Terms and Conditions',
      html: (name, version) =>
        `<h2>Terms and Conditions</h2><p>These terms (version ${version}) govern your use of the ${name} learning portal.</p>` +
        '<ul><li>Use the portal for your own learning and work.</li><li>Keep your account to yourself.</li>' +
        '<li>Respect the content owners’ rights.</li></ul>' +
        '<p>Questions? Write to <a href="mailto:help@portal.test">help@portal.test</a>.</p>',
    },
    'fr-CA': {
      title: 'Conditions d’utilisation',
      html: (name, version) =>
        `<h2>Conditions d’utilisation</h2><p>${withFullStop(`Ces conditions (version ${version}) régissent votre utilisation du portail de formation de ${name}`)}</p>` +
        '<ul><li>Utilisez le portail pour votre formation et votre travail.</li><li>Ne partagez pas votre compte.</li>' +
        '<li>Respectez les droits des auteurs des contenus.</li></ul>' +
        '<p>Des questions? Écrivez à <a href="mailto:help@portal.test">help@portal.test</a>.</p>',
    },
  },
  PRIVACY_POLICY: {
    en: {
      title: 'Privacy Policy',
      html: (name, version) =>
        `<h2>Privacy Policy</h2><p>This policy (version ${version}) explains what ${name} keeps about you and why.</p>` +
        '<h3>What we keep</h3><p>Your profile, your learning progress and your preferences.</p>' +
        '<h3>Your rights</h3><p>You may ask for a copy or a correction at any time.</p>',
    },
    'fr-CA': {
      title: 'Politique de confidentialité',
      html: (name, version) =>
        `<h2>Politique de confidentialité</h2><p>Cette politique (version ${version}) explique ce que ${name} conserve à votre sujet et pourquoi.</p>` +
        '<h3>Ce que nous conservons</h3><p>Votre profil, votre progression et vos préférences.</p>' +
        '<h3>Vos droits</h3><p>Vous pouvez en demander une copie ou une correction en tout temps.</p>',
    },
  },
};

/** The current version and the one it replaced. */
export const DEMO_POLICY_VERSIONS = [
  { version: '1.0', effectiveFrom: '2024-03-01T00:00:00.000Z' },
  { version: '2.0', effectiveFrom: '2025-06-01T00:00:00.000Z' },
] as const;

export async function insertDemoShellContent(trx: Transaction<Database>, tenant: TDemoTenant): Promise<void> {
  for (const type of ['TERMS_CONDITIONS', 'PRIVACY_POLICY'] as const) {
    for (const locale of ['en', 'fr-CA'] as const) {
      const text = TEXTS[type][locale];
      for (const { version, effectiveFrom } of DEMO_POLICY_VERSIONS) {
        await createTenantNotification(trx, {
          tenantCode: tenant.code,
          code: `${tenant.code}-${type}-${locale}-${version}`,
          type,
          version,
          effectiveFrom,
          locale,
          title: text.title,
          html: text.html(tenant.name, version),
        });
      }
    }
  }
}

/**
 * Repairs the double period ("Boréal Inc..") an earlier seed wrote into the demo's policies: the
 * rows still holding it are the seed's own, never a tenant's edit. Answers how many were repaired.
 */
export async function repairDemoPolicyPeriods(db: Kysely<Database>, tenants: readonly TDemoTenant[]): Promise<number> {
  let repaired = 0;
  for (const tenant of tenants.filter((candidate) => candidate.name.endsWith('.'))) {
    const result = await db
      .updateTable('tenant_notifications')
      .set((eb) => ({
        html_content: eb.fn<string>('replace', [
          eb.ref('html_content'),
          eb.val(`${tenant.name}.`),
          eb.val(tenant.name),
        ]),
      }))
      .where('tenant_code', '=', tenant.code)
      .where('html_content', 'like', `%${tenant.name}.%`)
      .executeTakeFirst();
    repaired += Number(result.numUpdatedRows);
  }
  return repaired;
}
