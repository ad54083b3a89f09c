import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../core/preferences.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { testAppState, testI18n } from "../lib/ui-test.ts";
import { AppProvider, useFormatters } from "./app-context.tsx";
import { PeninsulaTime } from "./peninsula-time.tsx";

// 00:30 on Nov 28 in Kamchatka, still Nov 27 in UTC and in Adak.
const pastMidnight = "2026-11-27T12:30:00.000Z";

/** A booking's facts as the pages write them: when it was made, and its slot. */
function Facts() {
  const { date, dateTime, time } = useFormatters();
  return (
    <>
      <p data-testid="booked">{date(pastMidnight)}</p>
      <p data-testid="at">{dateTime(pastMidnight)}</p>
      <p data-testid="slot">{`${date("2026-11-28")} ${time("08:00")}`}</p>
      <PeninsulaTime />
    </>
  );
}

function renderFacts(lang: Language) {
  render(
    <I18nProvider i18n={testI18n(lang, ["common"])}>
      <AppProvider value={testAppState(lang)}>
        <Facts />
      </AppProvider>
    </I18nProvider>,
  );
}

const processZone = process.env.TZ;
afterEach(() => {
  cleanup();
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe("dates on the pages", () => {
  it("shows an instant in the peninsula's day and a slot as it is, in a browser far from it", () => {
    process.env.TZ = "America/Adak";
    renderFacts("en");
    expect(screen.getByTestId("booked").textContent).toBe("Nov 28, 2026");
    expect(screen.getByTestId("at").textContent).toBe("Nov 28, 2026, 12:30 AM");
    expect(screen.getByTestId("slot").textContent).toBe("Nov 28, 2026 8:00 AM");
    expect(screen.getByText("Times are Kamchatka time (GMT+12)")).toBeTruthy();
  });

  it("says so in Russian and German", () => {
    renderFacts("ru");
    expect(screen.getByTestId("booked").textContent).toBe("28 нояб. 2026 г.");
    expect(screen.getByText("Время указано по Камчатке (GMT+12)")).toBeTruthy();
    cleanup();
    renderFacts("de");
    expect(screen.getByTestId("at").textContent).toBe("28. Nov. 2026, 0:30");
    expect(screen.getByText("Alle Zeiten in Kamtschatka-Zeit (GMT+12)")).toBeTruthy();
  });
});
