import { Transform } from "node:stream";

const preload = '<link rel="modulepreload"';

/** What React's renderer calls after each batch of writes (its hook for compression streams). */
export type DocumentStream = Transform & { flush(): void };

/**
 * Between React's renderer and the response, two things:
 *
 * - The head's `<link rel="modulepreload">`s are marked `fetchpriority="low"`, so that on a slow
 *   network the stylesheet and the page's main image come before the scripts that hydrate it: the
 *   page is readable first and interactive a moment later. React Router writes these links without
 *   a way to pass the attribute, and React hoists them into the head, so only the head is read;
 *   the rest passes through untouched. Bytes are read as latin1 (one char per byte), so a
 *   character split between two chunks is never decoded; a chunk is held back from its last `<`,
 *   so a link split between chunks is found whole.
 * - React writes in 4 KB pieces and calls `flush()` when a batch is complete (the shell, then each
 *   streamed boundary). The pieces are held until then and go out as one chunk: one write to the
 *   socket per batch instead of one per piece.
 */
export function documentStream(): DocumentStream {
  let pending = "";
  let inHead = true;
  let held: Buffer[] = [];
  const mark = (html: string) =>
    Buffer.from(html.replaceAll(preload, `${preload} fetchpriority="low"`), "latin1");
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) {
        held.push(chunk);
        return callback();
      }
      const text = pending + chunk.toString("latin1");
      const headEnd = text.indexOf("</head>");
      let cut = headEnd === -1 ? text.lastIndexOf("<") : text.length;
      if (headEnd !== -1) inHead = false;
      if (cut === -1) cut = text.length;
      pending = text.slice(cut);
      held.push(mark(text.slice(0, cut)));
      callback();
    },
    flush(callback) {
      if (pending) held.push(mark(pending));
      callback(null, held.length ? Buffer.concat(held) : undefined);
    },
  }) as DocumentStream;
  stream.flush = () => {
    if (held.length === 0) return;
    const batch = Buffer.concat(held);
    held = [];
    stream.push(batch);
  };
  return stream;
}
