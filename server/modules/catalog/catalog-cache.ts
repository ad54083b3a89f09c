import type { Language } from "../../../core/preferences.ts";
import type { Changes } from "../../changes.ts";
import type { Executor } from "../../db/client.ts";
import { loadCatalog, type CatalogService, type LoadedService } from "./catalog.ts";

/** The service with its text in the language, where it has been translated. */
function localize(service: LoadedService, lang: Language): CatalogService {
  const { translations, ...english } = service;
  const content = translations[lang];
  return content ? { ...english, ...content } : english;
}

/**
 * The catalogue changes rarely and is read on every page, so each process keeps it for a few
 * seconds. Nothing that decides a sale is read from here: prices and seats at checkout come from
 * the database.
 */
export class CatalogCache {
  private value: Promise<Record<Language, CatalogView>> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Executor,
    /** A catalogue change here or on another instance drops the copy; `invalidate` signals one. */
    private readonly changes: Pick<Changes, "changed" | "onChange">,
    private readonly ttlMs = 5_000,
    private readonly clock: () => number = Date.now,
  ) {
    changes.onChange((kind) => {
      if (kind === "catalog") this.value = undefined;
    });
  }

  private load() {
    const now = this.clock();
    if (!this.value || now - this.loadedAt >= this.ttlMs) {
      this.loadedAt = now;
      const loading = loadCatalog(this.db, new Date(now)).then((loaded) => {
        const view = (lang: Language): CatalogView => {
          const list = loaded.map((service) => localize(service, lang));
          return { list, byId: new Map(list.map((s) => [s.id, s])) };
        };
        return { en: view("en"), ru: view("ru"), de: view("de") };
      });
      this.value = loading;
      loading.catch(() => {
        if (this.value === loading) this.value = undefined;
      });
    }
    return this.value;
  }

  /** After a change this process made (a new rating, a price): every instance's next read reloads. */
  invalidate() {
    this.changes.changed("catalog");
  }

  /** Every active service, its text in the language. */
  async get(lang: Language = "en"): Promise<CatalogService[]> {
    return (await this.load())[lang].list;
  }

  /** The same services by id, built once per load rather than on every request. */
  async byId(lang: Language = "en"): Promise<ReadonlyMap<number, CatalogService>> {
    return (await this.load())[lang].byId;
  }
}

interface CatalogView {
  list: CatalogService[];
  byId: ReadonlyMap<number, CatalogService>;
}
