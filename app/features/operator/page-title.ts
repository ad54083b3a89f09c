/**
 * A console page's title: its own, or (when its loader did not run, signed out) the console's,
 * from the layout's loader or the root's common words.
 */
type Match = { id: string; loaderData?: unknown } | undefined;

export function consoleTitle(own: string | undefined, matches: readonly Match[]): string {
  if (own) return own;
  const layout = matches.find((match) => match?.id === "routes/operator")?.loaderData as
    { meta?: { title?: string } } | undefined;
  if (layout?.meta?.title) return layout.meta.title;
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { messages?: { common?: { operator?: { title?: string } } } } | undefined;
  return root?.messages?.common?.operator?.title ?? "";
}
