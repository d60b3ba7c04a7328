import { z } from 'zod';
import { MODULE_CODES } from './modules.ts';

export const ZModuleCodeSchema = z.enum(MODULE_CODES);
