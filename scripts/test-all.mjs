// npm test: every check, in the order of the list below, stopping at the first that fails. The
// checks of one group run side by side (each uses one core: tsc and ESLint), their output held
// back and printed whole when each ends, so that it does not interleave; the others print as they
// run. At the end, the time of each step. Arguments pick steps (`node scripts/test-all.mjs typecheck lint`).
import { spawn } from "node:child_process";

/** npm scripts; an array is a group run side by side. */
const ALL = [["typecheck", "lint"], "test:unit", "test:ui", "test:api", "build", "test:fuzz", "test:e2e"];
const picked = process.argv.slice(2);
const unknown = picked.filter((script) => !ALL.flat().includes(script));
if (unknown.length) {
  console.error(`Not a step of npm test: ${unknown.join(", ")} (the steps: ${ALL.flat().join(", ")})`);
  process.exit(2);
}
const STEPS = picked.length
  ? ALL.map((step) => [step].flat().filter((script) => picked.includes(script))).filter(
      (group) => group.length,
    )
  : ALL;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];

/** Runs `npm run <script>`; answers its exit code and, when `quiet`, its output. */
function run(script, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const output = [];
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const ms = Date.now() - started;
      timings.push({ script, ms, code: code ?? signal });
      resolve({ script, code: code ?? 1, ms, output: Buffer.concat(output).toString() });
    });
  });
}

function summary() {
  console.log("\nnpm test, step by step:");
  for (const { script, ms, code } of timings)
    console.log(`  ${script.padEnd(12)} ${seconds(ms).padStart(9)}${code === 0 ? "" : `  FAILED (${code})`}`);
}

const started = Date.now();
for (const step of STEPS) {
  const group = Array.isArray(step) ? step : [step];
  const quiet = group.length > 1;
  console.log(`\n> ${group.join(" and ")}${quiet ? ", side by side" : ""}`);
  const results = await Promise.all(
    group.map((script) =>
      run(script, quiet).then((result) => {
        if (quiet) {
          console.log(`\n> ${script} (${seconds(result.ms)}, exit ${result.code})`);
          process.stdout.write(result.output);
        }
        return result;
      }),
    ),
  );
  if (results.some((result) => result.code !== 0)) {
    summary();
    process.exit(1);
  }
}
summary();
console.log(`  ${"all".padEnd(12)} ${seconds(Date.now() - started).padStart(9)}`);
