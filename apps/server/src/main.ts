/** Starts the commerce server alone (npm start -w apps/server), in WEB_CONCURRENCY processes. */
import { loadConfig } from './config.ts';
import { runProcesses } from './processes.ts';
import { startServer } from './start.ts';

const config = loadConfig();
runProcesses({ processes: config.processes, sharedDatabase: Boolean(config.databaseUrl) }, () =>
  startServer(),
);
