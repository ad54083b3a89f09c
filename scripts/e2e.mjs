// The end-to-end journeys on a clock set where dates break: by default the last day of this month at
// 23:30 on the peninsula (Asia/Kamchatka, UTC+12), when the calendar has one day of the month left
// and that day's departures have all gone. libfaketime (Debian's
// `faketime`, which .ci/run installs) moves the clock of every process of the run by one offset: the
// seeding, the server, PGlite inside it, the test runner and Chromium all agree on the time, and it
// runs on as usual from there. Monotonic clocks move by the same offset: Chromium, with only the
// wall clock moved, never finished loading a page.
//
//   E2E_CLOCK=real                 the machine's clock
//   E2E_CLOCK=2027-02-28T11:30:00Z any instant
//
// Arguments go to `playwright test`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const LIBFAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1";
/** The peninsula's offset from UTC, as core/dates.ts has it (no daylight saving there). */
const KAMCHATKA_OFFSET_HOURS = 12;

/** The last day of the current month on the peninsula, 23:30 there. */
function monthEndOnThePeninsula(now) {
  const local = new Date(now.getTime() + KAMCHATKA_OFFSET_HOURS * 3_600_000);
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0));
  return new Date(
    Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate(), 23, 30) -
      KAMCHATKA_OFFSET_HOURS * 3_600_000,
  );
}

const setting = process.env.E2E_CLOCK ?? "";
const env = { ...process.env };
if (setting !== "real") {
  const target = setting ? new Date(setting) : monthEndOnThePeninsula(new Date());
  if (Number.isNaN(target.getTime())) {
    console.error(`E2E_CLOCK: "${setting}" is neither "real" nor an instant such as 2027-02-28T11:30:00Z`);
    process.exit(2);
  }
  if (!existsSync(LIBFAKETIME)) {
    const message = `libfaketime is not installed (${LIBFAKETIME}; apt-get install faketime)`;
    if (process.env.CI) {
      console.error(`${message}: CI runs the journeys on a moved clock.`);
      process.exit(2);
    }
    console.warn(`${message}: the journeys run on the machine's clock.`);
  } else {
    const offsetSeconds = Math.round((target.getTime() - Date.now()) / 1000);
    Object.assign(env, {
      LD_PRELOAD: [LIBFAKETIME, env.LD_PRELOAD].filter(Boolean).join(" "),
      FAKETIME: `${offsetSeconds >= 0 ? "+" : ""}${offsetSeconds}`,
    });
    console.log(`The journeys run at ${target.toISOString()} (clock moved by ${offsetSeconds} s).`);
  }
}

const run = spawnSync("playwright", ["test", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(run.status ?? 1);
