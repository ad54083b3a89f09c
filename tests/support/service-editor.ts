import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { consoleApp } from "./operators.ts";
import { expectData } from "./answers.ts";
import type { EditedService, ServiceImage } from "./api-views.ts";
import type { Envelope } from "./answers.ts";

export type ServiceEditor = Awaited<ReturnType<typeof serviceEditor>>;

/** A PNG photo of the given size. */
export const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7f5c" } })
    .png()
    .toBuffer();

/** A new service as the console's form sends it. */
export const newService = () => ({
  category: "tours",
  difficulty: "easy",
  priceCents: 45_000,
  originalPriceCents: null,
  durationDays: 2,
  groupMin: 1,
  groupMax: 8,
  content: {
    en: {
      title: "Mutnovsky fumaroles day trip",
      location: "Mutnovsky volcano",
      description: "A long day among steaming vents and the crater glacier.",
      highlights: ["The crater glacier", "Fumarole fields"],
      included: ["Transfer"],
      notIncluded: ["Lunch"],
      itinerary: [
        { title: "Drive in", description: "Off-road to the plateau." },
        { title: "Crater", description: "Walk to the crater and back." },
      ],
      tags: ["volcano", "day trip"],
    },
    ru: null,
    de: null,
  },
});

/**
 * The console's service editor: a test app with the seeded teams and a traveller (consoleApp), and
 * the API once more with uploads going to a folder of the test's own.
 */
export async function serviceEditor() {
  const { app, ops, traveller } = await consoleApp({
    now: new Date("2026-11-22T03:00:00Z"),
    traveller: "Tess Traveller",
  });
  const uploads = mkdtempSync(path.join(tmpdir(), "pa-uploads-"));
  const api = createApi({ ...app.services, env: { ...app.services.env, dataDir: uploads } });
  return {
    app,
    tokens: ops,
    traveller,
    uploads,
    api,
    /** A multipart upload through the real API (the test app's helper sends JSON only). */
    async upload(
      token: string | undefined,
      serviceId: number | string,
      file: Buffer | null,
      { name = "photo.png", type = "image/png", alt }: { name?: string; type?: string; alt?: string } = {},
    ) {
      const form = new FormData();
      if (file) form.set("file", new File([new Uint8Array(file)], name, { type }));
      if (alt !== undefined) form.set("alt", alt);
      const response = await api.request(`http://localhost:3000/api/operator/services/${serviceId}/images`, {
        method: "POST",
        headers: { origin: "http://localhost:3000", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as Envelope<ServiceImage>,
        headers: response.headers,
      };
    },
    /** What the editor sends: the service as GET gives it. */
    async editable(serviceId: number, token = ops.avacha) {
      const res = await app.request<EditedService>("GET", `/api/operator/services/${serviceId}`, { token });
      expect(res.status).toBe(200);
      const s = expectData(res);
      return {
        category: s.category,
        difficulty: s.difficulty,
        priceCents: s.priceCents,
        originalPriceCents: s.originalPriceCents,
        durationDays: s.durationDays,
        groupMin: s.groupMin,
        groupMax: s.groupMax,
        bookingCutoffHours: s.bookingCutoffHours,
        content: s.content,
      };
    },
    async close() {
      await app.close();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** The file's serviceEditor: made before its tests (handed to `use`), closed after them. */
export function useServiceEditor(use: (editor: ServiceEditor) => void) {
  let made: ServiceEditor | undefined;
  beforeAll(async () => {
    made = await serviceEditor();
    use(made);
  });
  afterAll(() => made?.close());
}
