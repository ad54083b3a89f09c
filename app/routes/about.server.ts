import type { RouterContextProvider } from "react-router";
import { aboutTeam, siteFigures } from "../../server/modules/site/site.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";

/** The about page's words, the site's figures and the team, from the data (decisions.md §1, §11). */
export async function loadAbout(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = visitorContext(context);
  const [figures, team] = await Promise.all([
    siteFigures(ctx),
    aboutTeam(ctx, { lang: requestLanguage(request) }),
  ]);
  return { ...pageMessages(request, "about"), figures, team };
}
