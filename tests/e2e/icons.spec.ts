import { expect, test, type APIRequestContext } from "./fixtures.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (right after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), "PNG signature").toBe(true);
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const maxAge = (cacheControl: string | undefined) => Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1]);
const WEEK = 7 * 24 * 3600;

/** The file at `path`, after checking that it is there, of this type, and cached for a week. */
async function weekCached(request: APIRequestContext, path: string, contentType: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe(contentType);
  expect(maxAge(response.headers()["cache-control"]), path).toBe(WEEK);
  return response;
}

const PNGS = [
  { path: "/apple-touch-icon.png", px: 180 },
  { path: "/icon-192.png", px: 192 },
  { path: "/icon-512.png", px: 512 },
  { path: "/icon-maskable-512.png", px: 512 },
];

test.describe("icons and the web app manifest", () => {
  for (const { path, px } of PNGS) {
    test(`${path} is a ${px}×${px} PNG, cached for a week`, async ({ request }) => {
      const response = await weekCached(request, path, "image/png");
      expect(pngSize(await response.body())).toEqual({ width: px, height: px });
    });
  }

  test("/favicon.ico holds 16, 32 and 48 px PNGs, cached for a week", async ({ request }) => {
    const response = await weekCached(request, "/favicon.ico", "image/x-icon");
    const ico = await response.body();
    // ICONDIR: reserved 0, type 1 (icon), count; then a 16-byte entry per image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const { width, height } = pngSize(ico.subarray(offset, offset + length));
      expect([ico[entry], ico[entry + 1]]).toEqual([width, height]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  test("the manifest names the site and lists icons that exist, cached for a week", async ({ request }) => {
    const response = await weekCached(request, "/manifest.webmanifest", "application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Peninsula Adventures",
      start_url: "/",
      display: "standalone",
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.short_name).toBeTruthy();
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    expect(icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "maskable"]);
    for (const icon of icons) {
      const { width, height } = pngSize(await (await request.get(icon.src)).body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  test("every page's head links the manifest and the touch icon", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });
});
