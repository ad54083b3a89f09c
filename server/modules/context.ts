import type { SessionUser } from "../../core/views.ts";
import type { OperatorScope } from "../access/roles.ts";
import type { AppServices } from "../services.ts";

/**
 * What a use case gets besides its input: who asks, when, from where, and the process's services
 * (the database, the caches, the payment provider, the change signal). Both front doors (an API
 * handler, a page's action or loader) build it the same way and do nothing else around the call.
 *
 * A use case owns what its change means to others: when it changes what public pages show (seats:
 * a booking, a hold, a cancellation, a departure; the catalogue: a service, a price, a supplier, a
 * rating), it calls `ctx.services.changes.changed(kind)` once, after its transaction commits.
 */
export interface UseCaseContext<Actor = SessionUser> {
  services: AppServices;
  actor: Actor;
  /** The client's address: rate limits count per address. */
  clientIp: string;
  now: Date;
}

/** The console's use cases: the actor is the member acting for their supplier. */
export type OperatorContext = UseCaseContext<OperatorScope>;

/** A visitor's use cases (no session needed). */
export type VisitorContext = UseCaseContext<null>;

/** Use cases open to anyone that know the visitor when they are signed in (contact, the header). */
export type SessionContext = UseCaseContext<SessionUser | null>;
