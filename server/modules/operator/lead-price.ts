import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { serviceParticipantTypes } from "../../db/schema.ts";

/**
 * The service editor's price is the lead type's (the adult's, else the cheapest seated type's):
 * saving it there sets that type's price too, so the two editors never disagree.
 */
export async function followServicePrice(tx: Tx, serviceId: number, priceCents: number) {
  const own = await tx
    .select({
      code: serviceParticipantTypes.code,
      priceCents: serviceParticipantTypes.priceCents,
      takesSeat: serviceParticipantTypes.takesSeat,
    })
    .from(serviceParticipantTypes)
    .where(eq(serviceParticipantTypes.serviceId, serviceId));
  if (own.length === 0) return;
  const lead =
    own.find((t) => t.code === "adult") ??
    own.filter((t) => t.takesSeat).sort((a, b) => a.priceCents - b.priceCents)[0];
  if (!lead || lead.priceCents === priceCents) return;
  await tx
    .update(serviceParticipantTypes)
    .set({ priceCents })
    .where(
      and(eq(serviceParticipantTypes.serviceId, serviceId), eq(serviceParticipantTypes.code, lead.code)),
    );
}
