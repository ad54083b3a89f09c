// The icons as one SVG sprite instead of markup repeated in every page: a Vite plugin.
// Code keeps importing icons from "lucide-react"; in the files of app/ each imported icon becomes
// a component drawing `<svg class="lucide lucide-star …"><use href="/assets/icons-HASH.svg#star"/></svg>`
// (app/components/sprite-icon.tsx), with lucide's classes; sizes and colours come from the classes
// and currentColor, as before. The sprite holds the icons app/ imports, built from lucide's data.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

type IconNode = [tag: string, attrs: Record<string, string | number>][];
export type IconData = { name: string; node: IconNode; aliases?: string[]; size?: number };

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");
const runtime = path.join(appDir, "components", "sprite-icon.tsx");
const lucideDir = path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));
const lucideEsm = path.join(lucideDir, "dist", "esm");
const DEV_URL = "/__icons.svg";

/** Every name lucide-react exports (Star, StarIcon, LucideStar, aliases) and the file of its icon. */
function lucideExports(): Map<string, string> {
  const index = readFileSync(path.join(lucideEsm, "lucide-react.mjs"), "utf8");
  const names = new Map<string, string>();
  for (const [, list = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g))
    for (const [, name] of list.matchAll(/default as (\w+)/g)) if (name) names.set(name, file);
  return names;
}

/** A `lucide-react` import statement: whether it imports types only, and its list of names. */
const IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** An import's list (`Star, MapPin as Pin, type LucideIcon`): its icons, with local names, and types. */
function importList(list: string) {
  const icons: { name: string; local: string }[] = [];
  const types: string[] = [];
  for (const item of list.split(",").map((entry) => entry.trim())) {
    if (!item) continue;
    if (item.startsWith("type ")) {
      types.push(item.slice(5));
      continue;
    }
    const [name = "", local = name] = item.split(/\s+as\s+/);
    icons.push({ name, local });
  }
  return { icons, types };
}

/** The icon names imported from "lucide-react" by the files of app/ (types and tests left out). */
export function importedIcons(dir = appDir): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // Tests run without this plugin: they import the package itself.
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const code = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const [, typeOnly, list = ""] of code.matchAll(IMPORT))
      if (!typeOnly) for (const { name } of importList(list).icons) names.add(name);
  }
  return names;
}

const attributes = (attrs: Record<string, string | number>) =>
  Object.entries(attrs)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${String(value).replace(/"/g, "&quot;")}"`)
    .join("");

/** A sprite with one <symbol> per icon, its id the icon's lucide name. */
export function spriteOf(icons: IconData[]): string {
  const symbols = icons.map(
    (icon) =>
      `<symbol id="${icon.name}" viewBox="0 0 ${icon.size ?? 24} ${icon.size ?? 24}">${icon.node
        .map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`)
        .join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

async function iconData(file: string): Promise<IconData> {
  const module = (await import(pathToFileURL(path.join(lucideEsm, "icons", `${file}.mjs`)).href)) as {
    __iconData: IconData;
  };
  return module.__iconData;
}

/** lucide's classes for an icon: `lucide lucide-<name>` and one per alias. */
export const classesOf = (icon: IconData) =>
  ["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)].join(" ");

/** The icons of these lucide-react names (by name) and the sprite of them. */
export async function buildSprite(names: Iterable<string>) {
  const exports = lucideExports();
  const byName = new Map<string, IconData>();
  for (const name of names) {
    const file = exports.get(name);
    if (!file) throw new Error(`icon-sprite: "${name}" is not an icon of lucide-react`);
    byName.set(name, await iconData(file));
  }
  const icons = [...new Map([...byName.values()].map((icon) => [icon.name, icon])).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return { byName, sprite: spriteOf(icons) };
}

/**
 * The file's `import { Star } from "lucide-react"` as `const Star = spriteIcon(…#star)`: each file
 * defines the few icons it draws (a few bytes each) instead of every page sharing chunks of
 * icons. On the same lines, so that the rest of the file does not move (no source map needed).
 */
export function rewrite(code: string, id: string, url: string, byName: Map<string, IconData>): string {
  let first = true;
  return code.replace(IMPORT, (statement, typeOnly: string | undefined, list: string) => {
    if (typeOnly) return statement;
    const { icons, types } = importList(list);
    const parts: string[] = [];
    if (first) parts.push(`import { spriteIcon as __spriteIcon } from ${JSON.stringify(runtime)};`);
    first = false;
    for (const { name, local } of icons) {
      const icon = byName.get(name);
      if (!icon) throw new Error(`icon-sprite: ${id} imports "${name}", which the scan of app/ missed`);
      parts.push(
        `const ${local} = /* @__PURE__ */ __spriteIcon(${JSON.stringify(`${url}#${icon.name}`)}, ${JSON.stringify(classesOf(icon))});`,
      );
    }
    if (types.length) parts.push(`import type { ${types.join(", ")} } from "lucide-react";`);
    return parts.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
}

export function iconSprite(): Plugin {
  let serve = false;
  let scanned = "";
  let built: Promise<{ byName: Map<string, IconData>; sprite: string; url: string }> | undefined;
  const result = () =>
    (built ??= (async () => {
      const names = importedIcons();
      scanned = [...names].sort().join();
      const { byName, sprite } = await buildSprite(names);
      const hash = createHash("sha256").update(sprite).digest("base64url").slice(0, 8);
      return { byName, sprite, url: serve ? `${DEV_URL}?v=${hash}` : `/assets/icons-${hash}.svg` };
    })());
  return {
    name: "icon-sprite",
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
    },
    transform: {
      // Route modules come as several modules of one file (`contact.tsx?route-chunk=…`).
      filter: { id: /\.tsx?(\?.*)?$/, code: "lucide-react" },
      async handler(code, id) {
        if (!id.startsWith(appDir + path.sep)) return;
        const { byName, url } = await result();
        return { code: rewrite(code, id, url, byName), map: null };
      },
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { sprite, url } = await result();
      this.emitFile({ type: "asset", fileName: url.slice(1), source: sprite });
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response) => {
        void result().then(({ sprite }) => {
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(sprite);
        });
      });
      // An icon imported for the first time while the server runs: a new sprite, and its files again.
      const changed = (file: string) => {
        if (!file.startsWith(appDir + path.sep) || [...importedIcons()].sort().join() === scanned) return;
        built = undefined;
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", changed);
      server.watcher.on("add", changed);
    },
  };
}
