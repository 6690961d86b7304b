// `npm start`: build what is stale, then run the server (it migrates the database at start).
import { buildApi, buildWeb } from './build.mjs';

try {
  await buildApi();
  await buildWeb();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../apps/api/dist/server.mjs');
