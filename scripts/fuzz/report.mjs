// What a fuzz run prints (scripts/fuzz.mjs): its counts and, for a failure, each distinct one with
// the request that made it.
import { appendFileSync } from "node:fs";
import { describe } from "./send.mjs";

export function report(run) {
  const { engine, stats, failures, seconds, startSeconds, port } = run;
  const list = (counts) =>
    Object.entries(counts)
      .sort()
      .map(([key, count]) => `${key} ${count}`)
      .join(", ");
  console.log(
    `${engine}: ${stats.requests} requests in ${seconds.toFixed(1)} s (server start ${startSeconds.toFixed(1)} s, fuzzing ${(stats.fuzzSeconds ?? 0).toFixed(1)} s)`,
  );
  console.log(`  by status: ${list(stats.byClass)}`);
  console.log(`  by kind:   ${list(stats.byKind)}`);
  if (stats.skipped) console.log(`  ${stats.skipped} generated requests Node's client would not send`);
  for (const note of stats.notes) console.log(`  note: ${note}`);
  if (failures.length === 0) return true;
  if (process.env.FUZZ_REPORT) {
    for (const { request, as, failure, kind } of failures) {
      const body = request.body?.toString("utf8");
      appendFileSync(
        process.env.FUZZ_REPORT,
        `${JSON.stringify({ engine, as, kind, failure, ...request, body })}\n`,
      );
    }
  }
  const distinct = new Map();
  for (const failure of failures) {
    const key = `${failure.request.method} ${failure.kind} ${failure.failure.slice(0, 40)} ${failure.request.path.split("?")[0].replace(/[^/]{20,}/g, "…")}`;
    if (!distinct.has(key)) distinct.set(key, failure);
  }
  console.error(
    `\n${engine}: ${failures.length} failing answers, ${distinct.size} distinct. The first of each:`,
  );
  for (const { request, as, failure } of [...distinct.values()].slice(0, 25)) {
    console.error(`\n✗ ${failure}  (as ${as})\n${describe(request, port)}`);
  }
  for (const { request, as, failure, lane } of stats.shrunk ?? []) {
    console.error(
      `\nThe smallest failure fast-check found (lane ${lane}): ${failure}  (as ${as})\n${describe(request, port)}`,
    );
  }
  // The server's own words on its faults (its log of 4xx refusals left out).
  const logged = run.output.filter((line) => /error/i.test(line) && !/"status":4\d\d/.test(line)).slice(-10);
  const short = (line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line);
  if (logged.length) console.error(`\nThe server's last error lines:\n${logged.map(short).join("\n")}`);
  return false;
}
