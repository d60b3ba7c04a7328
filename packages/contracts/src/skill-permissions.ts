/**
 * The skills module's permissions, apart from its schemas: the dashboard's first paint asks
 * whether the viewer manages a team (the manager widgets' links), and importing skills.ts for that
 * brought zod and every skills schema with it.
 */
export const SkillPermissions = {
  admin: 'ASSESSMENT_ADMIN',
  manager: 'ASSESSMENT_MANAGER',
} as const;
