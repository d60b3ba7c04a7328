/**
 * The skills admin's address: `SKILL_PATHS.admin` of the skills contract, repeated here because
 * importing that module would bring all of its schemas into every page that links here.
 */
export const SKILL_ADMIN_PATH = '/skill/admin';
