import { Transform } from "node:stream";

const preload = '<link rel="modulepreload"';

/**
 * Marks the document's `<link rel="modulepreload">`s `fetchpriority="low"`, so that on a slow
 * network the stylesheet and the page's main image come before the scripts that hydrate it: the
 * page is readable first and interactive a moment later. React Router writes these links without
 * a way to pass the attribute, and React hoists them into the head, so only the head is rewritten;
 * the rest of the stream passes through untouched.
 *
 * Bytes are read as latin1 (one char per byte), so a character split between two chunks is never
 * decoded; a chunk is held back from its last `<`, so a link split between chunks is found whole.
 */
export function lowPriorityScripts() {
  let pending = "";
  let inHead = true;
  const mark = (html: string) => html.replaceAll(preload, `${preload} fetchpriority="low"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const text = pending + chunk.toString("latin1");
      const headEnd = text.indexOf("</head>");
      let cut = headEnd === -1 ? text.lastIndexOf("<") : text.length;
      if (headEnd !== -1) inHead = false;
      if (cut === -1) cut = text.length;
      pending = text.slice(cut);
      callback(null, Buffer.from(mark(text.slice(0, cut)), "latin1"));
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(mark(pending), "latin1") : undefined);
    },
  });
}
