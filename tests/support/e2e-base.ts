/** Where the journeys' server listens: E2E_PORT lets two checkouts run their journeys side by side. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBase = `http://localhost:${e2ePort}`;
