import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildSprite, classesOf, importedIcons, rewrite } from "../../scripts/icon-sprite.ts";
import { spriteIcon } from "./sprite-icon.tsx";

// The icons as a sprite (scripts/icon-sprite.ts) must look as lucide's own: the same shapes, the
// same classes, and lucide's rule for aria-hidden. (Tests run without the Vite plugin, so
// "lucide-react" here is the package itself.)

const inner = (markup: string) =>
  markup
    .replace(/^<svg[^>]*>|<\/svg>$/g, "")
    .replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>")
    .replace(/ key="[^"]*"/g, "");

describe("the icon sprite", async () => {
  const names = importedIcons();
  const { byName, sprite } = await buildSprite(names);

  it("holds every icon that app/ imports, drawn with lucide's own shapes", () => {
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) {
      const icon = byName.get(name)!;
      const original = renderToStaticMarkup(
        createElement((lucide as unknown as Record<string, ComponentType>)[name]!),
      );
      const symbol = new RegExp(`<symbol id="${icon.name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
      expect(symbol?.[1], name).toBe(inner(original));
      expect(/class="([^"]*)"/.exec(original)?.[1], name).toBe(classesOf(icon));
    }
  });

  it("turns a file's imports into icons of the sprite, on the same lines", () => {
    const code = [
      'import {\n  Star,\n  MapPin as Pin,\n  type LucideIcon,\n} from "lucide-react";',
      'import type { LucideProps } from "lucide-react";',
      "export const x = 1;",
    ].join("\n");
    const out = rewrite(code, "/app/x.tsx", "/assets/icons-abc.svg", byName);
    expect(out.split("\n")).toHaveLength(code.split("\n").length);
    expect(out).toContain(
      'const Star = /* @__PURE__ */ __spriteIcon("/assets/icons-abc.svg#star", "lucide lucide-star");',
    );
    expect(out).toContain('const Pin = /* @__PURE__ */ __spriteIcon("/assets/icons-abc.svg#map-pin"');
    expect(out).toContain('import type { LucideIcon } from "lucide-react";');
    expect(out).toContain('import type { LucideProps } from "lucide-react";');
    expect(out.split("\n").at(-1)).toBe("export const x = 1;");
  });
});

describe("spriteIcon", () => {
  const Star = spriteIcon("/assets/icons.svg#star", "lucide lucide-star");

  it("draws the symbol with lucide's classes, hidden from screen readers when decorative", () => {
    expect(renderToStaticMarkup(<Star className="size-4 text-amber-400" />)).toBe(
      '<svg class="lucide lucide-star size-4 text-amber-400" aria-hidden="true"><use href="/assets/icons.svg#star"></use></svg>',
    );
  });

  it("keeps a name or role given to it, and a size, colour or stroke given as props", () => {
    const markup = renderToStaticMarkup(<Star aria-label="Rating" size={16} color="red" strokeWidth={1.5} />);
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toContain('aria-label="Rating"');
    expect(markup).toContain('width="16" height="16" stroke="red" stroke-width="1.5"');
  });
});
