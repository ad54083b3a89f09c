/** The body format of our text pages: blank-line paragraphs, "## " subheadings, "- " list items. */
export function RichText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="space-y-5 text-base leading-relaxed text-foreground/90">
      {blocks.map((block, index) => {
        if (block.startsWith("## ")) {
          const [heading = "", ...rest] = block.split("\n");
          return (
            <div key={index} className="space-y-3 pt-3">
              <h2 className="font-display text-2xl font-semibold text-foreground">{heading.slice(3)}</h2>
              {rest.length ? <RichText text={rest.join("\n")} /> : null}
            </div>
          );
        }
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={index} className="list-disc space-y-1.5 pl-6 marker:text-accent">
              {lines.map((line, i) => (
                <li key={i}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block}</p>;
      })}
    </div>
  );
}
