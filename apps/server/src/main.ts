/** Starts the commerce server alone (npm start -w apps/server). */
import { startServer } from './start.ts';

startServer().catch((e) => {
  console.error(e);
  process.exit(1);
});
