import type { SessionUser } from "../../core/views.ts";
import type { AppServices } from "../services.ts";

/**
 * What a use case gets besides its input: who asks, when, from where, and the process's services
 * (the database, the caches, the payment provider, the change signal). Both front doors (an API
 * handler, a page's action) build it the same way and do nothing else around the call.
 */
export interface UseCaseContext<Actor = SessionUser> {
  services: AppServices;
  actor: Actor;
  /** The client's address: rate limits count per address. */
  clientIp: string;
  now: Date;
}
