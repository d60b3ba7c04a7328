import type { TBenchSuite } from '../lib/suite.ts';
import { assessmentAttemptsSuite } from './assessment-attempts.ts';
import { dashboardSuite } from './dashboard.ts';
import { eventsSuite } from './events.ts';
import { clusterSuite } from './cluster.ts';
import { exploreSuite } from './explore.ts';
import { foundationSuite } from './foundation.ts';
import { identitySuite } from './identity.ts';
import { learningPathsSuite } from './learning-paths.ts';
import { mediaSuite } from './media.ts';
import { newsSuite } from './news.ts';
import { notificationStreamSuite } from './notification-stream.ts';
import { peopleAdminSuite } from './people-admin.ts';
import { reportExportSuite } from './report-export.ts';
import { resourcesSuite } from './resources.ts';
import { searchSuite } from './search.ts';
import { shellSuite } from './shell.ts';
import { skillsSuite } from './skills.ts';
import { storesSuite } from './stores.ts';
import { teamSuite } from './team.ts';

/** Every suite, in the order `npm run bench` runs them when none is named. */
export const allSuites: readonly TBenchSuite[] = [
  foundationSuite,
  identitySuite,
  shellSuite,
  mediaSuite,
  resourcesSuite,
  learningPathsSuite,
  searchSuite,
  notificationStreamSuite,
  assessmentAttemptsSuite,
  skillsSuite,
  dashboardSuite,
  reportExportSuite,
  newsSuite,
  peopleAdminSuite,
  eventsSuite,
  storesSuite,
  teamSuite,
  exploreSuite,
  clusterSuite,
];
