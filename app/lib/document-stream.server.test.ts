import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { documentStream } from "./document-stream.server.ts";

const page =
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"/><title>Походы — Камчатка</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/react.js"/></head>' +
  '<body><p>&lt;link rel="modulepreload" is how it is written</p></body></html>';

/** The page through the transform, cut into chunks of `size` bytes (characters split included). */
async function through(size: number) {
  const bytes = Buffer.from(page, "utf8");
  const chunks = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(documentStream()));
}

describe("documentStream", () => {
  it("marks every modulepreload of the head low priority, whatever the chunks", async () => {
    const expected = page
      .replace(
        '"modulepreload" href="/assets/entry',
        '"modulepreload" fetchpriority="low" href="/assets/entry',
      )
      .replace(
        '"modulepreload" href="/assets/react',
        '"modulepreload" fetchpriority="low" href="/assets/react',
      );
    for (const size of [1, 2, 3, 7, 24, 25, 26, 64, 100_000]) expect(await through(size)).toBe(expected);
  });

  it("leaves the body and the stylesheet as they were", async () => {
    const html = await through(5);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html.slice(html.indexOf("<body>"))).toBe(page.slice(page.indexOf("<body>")));
    expect(html).toContain("Походы — Камчатка");
  });

  it("sends React's writes as one chunk when React flushes, and the rest at the end", async () => {
    const stream = documentStream();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    for (const piece of ["<html><head></head>", "<body><p>", "один"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    stream.flush(); // nothing new: nothing sent
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><head></head><body><p>один"]);
    stream.end(Buffer.from("</p></body></html>"));
    await ended;
    expect(chunks).toEqual(["<html><head></head><body><p>один", "</p></body></html>"]);
  });
});
