import { z } from 'zod';

/*
 * User notifications (spec section 7 "User notifications"). Only the bell's count exists so far;
 * the notifications module brings the list, the important pop-ups and the read/delete calls.
 */

/**
 * `GET /api/user-notification/unread/count`: how many notifications of the signed-in user are
 * unread (readOn empty); the header shows the bell's badge when it is above 0.
 */
export const ZGetUnreadNotificationCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type TGetUnreadNotificationCountResponse = z.infer<typeof ZGetUnreadNotificationCountResponseSchema>;
