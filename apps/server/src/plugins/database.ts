import fp from 'fastify-plugin';
import type { TDatabase } from '../db/kysely.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: TDatabase;
  }
}

/** Makes the database available to modules and closes it when the server closes. */
export const databasePlugin = fp<{ database: TDatabase }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.destroy();
    });
  },
  { name: 'database' },
);
