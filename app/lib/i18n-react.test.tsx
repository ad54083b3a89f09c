import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createI18n, messagesIn, messagesOut } from "./i18n.ts";
import { I18nProvider, useTranslation } from "./i18n-react.tsx";

describe("useTranslation", () => {
  it("remembers labels, but not past the arrival of new words, and keeps t the same", () => {
    const i18n = createI18n("en", { common: { greeting: "Hello" } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    );
    const { result, rerender } = renderHook(() => useTranslation("page"), { wrapper });
    const t = result.current.t;
    // Asked before the page's namespace arrived: the key itself, as i18next answers.
    expect(t("title")).toBe("title");
    i18n.addResourceBundle("en", "page", {
      title: "Trips",
      count_one: "{{count}} trip",
      count_other: "{{count}} trips",
    });
    rerender();
    expect(result.current.t).toBe(t);
    expect(t("title")).toBe("Trips");
    // With options every call is i18next's own.
    expect(t("count", { count: 1 })).toBe("1 trip");
    expect(t("count", { count: 3 })).toBe("3 trips");
    expect(t("common:greeting")).toBe("Hello");
  });
});

describe("messages out and in", () => {
  it("go out as JSON made once and come back as one object per text", () => {
    const messages = { title: "Trips", nested: { a: "b" } };
    const json = messagesOut(messages);
    expect(messagesOut(messages)).toBe(json);
    expect(JSON.parse(json)).toEqual(messages);
    // The server reads back its own object; a browser parses the text once.
    expect(messagesIn(json)).toBe(messages);
    const text = JSON.stringify({ other: "words" });
    expect(messagesIn(text)).toEqual({ other: "words" });
    expect(messagesIn(text)).toBe(messagesIn(`${text}`));
  });

  it("one i18next instance per messages object and language", () => {
    const namespaces = { common: { greeting: "Hello" } };
    expect(createI18n("en", namespaces)).toBe(createI18n("en", namespaces));
    expect(createI18n("en", { common: { greeting: "Hello" } })).not.toBe(createI18n("en", namespaces));
  });
});
