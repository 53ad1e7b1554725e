import { setFlagsFromString } from 'node:v8';
import { Lifecycle, Stopped } from './lifecycle.js';

/**
 * `npm start`: API and worker in one process. `--api` or `--worker` runs one of them, for
 * scaling out against a shared PostgreSQL. Containers run this file with `node` directly, so
 * that SIGTERM reaches it (docs/operations.md#signals).
 *
 * The signal handlers are installed before anything else is loaded: the service itself is
 * imported only then, so a signal during start-up, however early, stops what was started.
 */
/** docs/operations.md#memory */
const HEAP_GROWING_PERCENT = 100;

const lifecycle = new Lifecycle();

// A major collection once the heap has doubled over what the last one kept, instead of V8's
// default of up to four times: resident memory under load stays near what the service
// holds, without a cap that a large import could hit (docs/operations.md#memory).
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

// A service runs its dependencies in their production mode unless told otherwise (as the
// Dockerfile does): graphql-js, for one, checks every type test of every field against copies
// of itself from another realm in development (docs/operations.md#the-build).
process.env.NODE_ENV ??= 'production';

const { runService } = await import('./start.js');
runService(lifecycle, new Set(process.argv.slice(2))).catch(async (error: unknown) => {
  // Asked to stop during start-up, the process stops: a step cut short by the same signal
  // (a child process that got the terminal's Ctrl-C) is not a failure.
  await lifecycle.shutdown(error instanceof Stopped || lifecycle.stopRequested ? 0 : 1);
});
