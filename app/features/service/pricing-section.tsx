import { useMoney } from "../../components/app-context.tsx";
import type { PricePart, PricingView } from "./pricing-view.ts";

// The trip page's prices section (issue 27): the loader words it (pricing-view.ts); this only lays
// it out and writes the amounts in the reader's currency.

export function PricingSection({ view }: { view: PricingView }) {
  const money = useMoney();
  const line = (parts: PricePart[]) =>
    parts.map((part) => (typeof part === "string" ? part : money(part.cents))).join("");
  return (
    <section aria-labelledby="pricing-title" className="mt-10 rounded-3xl border bg-card p-6">
      <h2 id="pricing-title" className="font-display text-2xl font-semibold">
        {view.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{view.note}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        {view.types.map((parts, i) => (
          <li key={i}>{line(parts)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{view.ages}</p>
      {view.blocks.map((block) => (
        <div key={block.title}>
          <h3 className="mt-5 font-semibold">{block.title}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {block.lines.map((parts, i) => (
              <li key={i}>{line(parts)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
