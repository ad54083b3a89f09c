import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./operator.ts";

describe("csvCell", () => {
  it("writes phone numbers as the guest wrote them, without the formula guard", () => {
    expect(csvCell("+7 914 123-45-67")).toBe("+7 914 123-45-67");
    expect(csvCell("+49 (30) 1234.5678")).toBe("+49 (30) 1234.5678");
    expect(csvCell("8 914 123 45 67")).toBe("8 914 123 45 67");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell("+")).toBe("'+");
  });

  it("quotes commas, quotes and line breaks, and leaves numbers and blanks alone", () => {
    expect(csvCell("Ivanova, Maria")).toBe('"Ivanova, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("joins rows with CRLF after a byte-order mark", () => {
    expect(toCsv([["Phone"], ["+7 914 000"]])).toBe("\uFEFFPhone\r\n+7 914 000\r\n");
  });
});
