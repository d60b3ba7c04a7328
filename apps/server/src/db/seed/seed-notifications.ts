import { NotificationTypeIds, type TNotificationTypeId } from '@portal/contracts';
import type { Transaction } from 'kysely';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { storeNotification } from '../../modules/user-notifications/user-notifications.service.ts';
import type { Database } from '../schema.ts';
import type { TDemoTenant } from './demo-tenants.ts';

/*
 * Demo user notifications (ARCHITECTURE.md section 9): notifications of each type for the demo
 * learner of each tenant (`learner@acme.test` in English, `apprenant@boreal.test` in French), one
 * of them an unread Important one shown as a pop-up after sign-in, one already read; and a
 * welcome note to every user of the tenant.
 */

type TDemoNotification = {
  typeId: TNotificationTypeId;
  title: string;
  description: string;
  audience: 'ALL' | 'LEARNER';
  /** Days before the seed it became visible. */
  daysAgo: number;
  isRead?: boolean;
};

type TDemoNotifications = { learner: string; createdBy: string | null; notifications: TDemoNotification[] };

const DEMO_NOTIFICATIONS: Record<string, TDemoNotifications> = {
  acme: {
    learner: 'acme-learner',
    createdBy: 'acme-admin',
    notifications: [
      {
        typeId: NotificationTypeIds.General,
        title: 'Welcome to the Acme learning portal',
        description:
          '<p>Your learning paths, the resource library and your assessments are now in one place.</p><p>Start with the <strong>Resource Library</strong> from the menu.</p>',
        audience: 'ALL',
        daysAgo: 14,
        isRead: true,
      },
      {
        typeId: NotificationTypeIds.General,
        title: 'New customer service resources',
        description: '<p>Twelve new videos and guides on handling returns were added to the library this week.</p>',
        audience: 'LEARNER',
        daysAgo: 5,
      },
      {
        typeId: NotificationTypeIds.General,
        title: 'Planned maintenance on Saturday',
        description:
          '<p>The portal will be unavailable on Saturday from <strong>06:00 to 08:00 UTC</strong> for maintenance.</p>',
        audience: 'LEARNER',
        daysAgo: 2,
      },
      {
        typeId: NotificationTypeIds.SystemGenerated,
        title: 'Your upload was received',
        description: '<p>Thank you: your document was sent for review. You will be told once it is published.</p>',
        audience: 'LEARNER',
        daysAgo: 1,
      },
      {
        typeId: NotificationTypeIds.Important,
        title: 'Annual compliance training is due',
        description:
          '<p>Complete the <strong>2026 compliance training</strong> by March 31.</p><ul><li>Code of conduct</li><li>Data protection</li></ul><p>Details on <a href="https://acme.example/compliance">the compliance page</a>.</p>',
        audience: 'LEARNER',
        daysAgo: 0,
      },
    ],
  },
  boreal: {
    learner: 'boreal-apprenant',
    createdBy: 'boreal-admin',
    notifications: [
      {
        typeId: NotificationTypeIds.General,
        title: 'Bienvenue sur le portail d’apprentissage Boréal',
        description:
          '<p>Vos parcours, la bibliothèque de ressources et vos évaluations sont maintenant réunis au même endroit.</p><p>Commencez par la <strong>Bibliothèque de ressources</strong> dans le menu.</p>',
        audience: 'ALL',
        daysAgo: 14,
        isRead: true,
      },
      {
        typeId: NotificationTypeIds.General,
        title: 'Nouvelles ressources en usinage',
        description: '<p>Huit nouvelles vidéos sur l’usinage de précision ont été ajoutées à la bibliothèque.</p>',
        audience: 'LEARNER',
        daysAgo: 5,
      },
      {
        typeId: NotificationTypeIds.General,
        title: 'Maintenance prévue samedi',
        description:
          '<p>Le portail sera indisponible samedi de <strong>6 h à 8 h (UTC)</strong> pour une maintenance.</p>',
        audience: 'LEARNER',
        daysAgo: 2,
      },
      {
        typeId: NotificationTypeIds.SystemGenerated,
        title: 'Votre téléversement a été reçu',
        description: '<p>Merci : votre document a été soumis pour révision. Vous serez avisé de sa publication.</p>',
        audience: 'LEARNER',
        daysAgo: 1,
      },
      {
        typeId: NotificationTypeIds.Important,
        title: 'Formation obligatoire en santé et sécurité',
        description:
          '<p>Terminez la <strong>formation annuelle en santé et sécurité</strong> d’ici le 31 mars.</p><p>Détails sur <a href="https://boreal.example/sst">la page SST</a>.</p>',
        audience: 'LEARNER',
        daysAgo: 0,
      },
    ],
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo notifications of a tenant (none for a tenant without any above). */
export async function insertDemoNotifications(
  trx: Transaction<Database>,
  tenant: TDemoTenant,
  now: string,
): Promise<void> {
  const demo = DEMO_NOTIFICATIONS[tenant.code];
  if (!demo || !tenant.users.some((user) => user.userCode === demo.learner)) {
    return;
  }
  const base = Date.parse(now);
  for (const notification of demo.notifications) {
    // A minute earlier than the seed for "today", so it is visible at once.
    const effectiveOn = new Date(base - notification.daysAgo * DAY_MS - 60_000).toISOString();
    const { notificationId } = await storeNotification(trx, {
      tenantCode: tenant.code,
      typeId: notification.typeId,
      title: notification.title,
      sanitizedDescription: sanitizeHtml(notification.description, tenant.code),
      effectiveOn,
      audience: {
        filter: notification.audience === 'ALL' ? { kind: 'ALL' } : { kind: 'USERS', userCodes: [demo.learner] },
        id: null,
        name: null,
      },
      createdBy: notification.typeId === NotificationTypeIds.SystemGenerated ? null : demo.createdBy,
      createdAt: effectiveOn,
    });
    if (notification.isRead) {
      await trx
        .updateTable('user_notification_recipients')
        .set({ read_on: new Date(base - 60_000).toISOString() })
        .where('tenant_code', '=', tenant.code)
        .where('notification_id', '=', notificationId)
        .execute();
    }
  }
}
