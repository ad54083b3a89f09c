/**
 * Where the journeys' servers listen. Each Playwright worker has a server and a database of its own
 * (playwright.config.ts starts one per worker), so no journey sees another worker's data: worker n
 * (Playwright's parallel index) talks to the server on the first port + n, whose data folder is
 * data/e2e-n. E2E_PORT moves the first port, so that two checkouts can run their journeys side by
 * side; E2E_WORKERS sets how many workers (and servers) there are.
 */
export const e2eFirstPort = Number(process.env.E2E_PORT ?? 3100);
// One by default: on this project's 2-core machines, two workers (two servers and two Chromiums)
// kept the load near 12 and timed journeys out; more cores can take `E2E_WORKERS=2` or more.
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 1);

/** The server of the worker with this parallel index. */
export function e2eServer(parallelIndex: number) {
  const port = e2eFirstPort + parallelIndex;
  return { port, base: `http://localhost:${port}`, dataDir: `data/e2e-${parallelIndex}` };
}

/**
 * In a test worker, its own server: Playwright sets TEST_PARALLEL_INDEX in every worker before it
 * loads a spec (the fixtures' `baseURL` follows `testInfo.parallelIndex`, the same number).
 */
const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const e2ePort = own.port;
export const e2eBase = own.base;
export const e2eDataDir = own.dataDir;
