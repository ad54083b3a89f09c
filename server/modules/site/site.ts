import { and, asc, countDistinct, eq, isNull, ne, or } from "drizzle-orm";
import { catalogFigures, type SiteFigures } from "../../../core/figures.ts";
import type { Language } from "../../../core/preferences.ts";
import { bookings, teamMembers } from "../../db/schema.ts";
import type { VisitorContext } from "../context.ts";

// What the home and about pages say of the company: its figures and its team, read from the data.

/**
 * The site's figures (the hero and the about page): services on sale, their operators, reviews
 * and average rating from this process's catalogue; travellers from the completed bookings whose
 * guests came (a no-show was not hosted).
 */
export async function siteFigures(ctx: VisitorContext): Promise<SiteFigures> {
  const { catalog, db } = ctx.services;
  const [services, [hosted]] = await Promise.all([
    catalog.get("en"),
    db
      .select({ n: countDistinct(bookings.userId) })
      .from(bookings)
      .where(
        and(eq(bookings.status, "completed"), or(isNull(bookings.checkIn), ne(bookings.checkIn, "no_show"))),
      ),
  ]);
  return { ...catalogFigures(services), travellers: hosted?.n ?? 0 };
}

/** One person of the team as the about page shows them, in the reader's language. */
export interface TeamMemberView {
  id: number;
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
}

/** The about page's team, in its order, in `lang`. */
export async function aboutTeam(
  ctx: VisitorContext,
  { lang }: { lang: Language },
): Promise<TeamMemberView[]> {
  const rows = await ctx.services.db.select().from(teamMembers).orderBy(asc(teamMembers.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name[lang],
    role: row.role[lang],
    bio: row.bio[lang],
    photoUrl: row.photoUrl,
  }));
}
