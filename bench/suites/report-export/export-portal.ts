import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/kysely.ts';
import { prepareDatabase } from '../../../apps/server/src/db/prepare-database.ts';
import { createBlobStore } from '../../../apps/server/src/lib/storage/create-blob-store.ts';
import { createCompetencyGate } from '../../../apps/server/src/modules/competencies/competency-gate.ts';
import { createLearningRecordService } from '../../../apps/server/src/modules/learning-record/learning-record.service.ts';
import { createReportSources } from '../../../apps/server/src/modules/reports/report-sources.ts';
import { createSyntheticSource } from '../../../apps/server/src/modules/reports/report-export-test-source.ts';

/*
 * The report-export suite's portal: the real app (job, writer, media store, database) started as
 * main.ts starts it, whose learning-path reports are synthetic sources of a known size, so the
 * suite measures the export pipeline itself: PATH_COMPLETION has BENCH_EXPORT_SMALL_ROWS rows,
 * PATH_OVERDUE BENCH_EXPORT_ROWS. The other reports are the modules' real SQL sources (the suite
 * adds assessment sets for ASSESSMENT_SCORES: its query, keyset chunks and all).
 */

const config = loadConfig();
const database = openDatabase(config.database);
const mediaStore = createBlobStore(config.media);
await prepareDatabase(database, { seedDemo: true, log: { info: () => undefined, warn: () => undefined }, mediaStore });
const app = await buildApp({
  config: { ...config, logLevel: 'warn' },
  database,
  mediaStore,
  reportSources: {
    // The other reports are the modules' own: ASSESSMENT_SCORES runs its SQL on the sets the suite adds.
    ...createReportSources(database.db, {
      record: createLearningRecordService(),
      competencyGate: createCompetencyGate(database.db),
    }),
    PATH_COMPLETION: createSyntheticSource('PATH_COMPLETION', Number(process.env.BENCH_EXPORT_SMALL_ROWS ?? 10_000)),
    PATH_OVERDUE: createSyntheticSource('PATH_OVERDUE', Number(process.env.BENCH_EXPORT_ROWS ?? 100_000)),
  },
});
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().finally(() => process.exit(0));
  });
}
