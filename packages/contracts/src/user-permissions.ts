import { z } from 'zod';

/** `GET {permissionService}/api/UserProfile/UserPermissions`: the user's permission strings. */
export const ZUserPermissionsResponseSchema = z.array(z.string().min(1));
