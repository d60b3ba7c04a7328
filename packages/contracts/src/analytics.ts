import { z } from 'zod';
import { CONTAINER_ID_PATTERN, DATA_LAYER_NAME_PATTERN, TagManagerMessages } from './tag-manager.ts';

/** The tag manager part of the tenant configuration: present only when configured, enabled and valid. */
export const ZTagManagerConfigurationSchema = z.object({
  containerId: z.string().regex(CONTAINER_ID_PATTERN, TagManagerMessages.invalidContainerId),
  dataLayerName: z.string().regex(DATA_LAYER_NAME_PATTERN, TagManagerMessages.invalidDataLayerName),
});
export type TTagManagerConfiguration = z.infer<typeof ZTagManagerConfigurationSchema>;
