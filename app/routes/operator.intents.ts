// The console pages' intents: what each page's forms may ask its action for. The actions read them
// (operator.*.server.ts), the forms may name them, and the fuzzer sends them
// (scripts/fuzz/form-requests.mjs). This file imports nothing, so Node loads it as it is.

/** The requests inbox: confirm one, reject one with a reason, or confirm the selected. */
export const requestsIntents = ["confirm", "reject", "confirmMany"] as const;
export type RequestsIntent = (typeof requestsIntents)[number];

/** A departure's manifest: check a booking in (or out), or cancel one. */
export const manifestIntents = ["checkIn", "cancel"] as const;
export type ManifestIntent = (typeof manifestIntents)[number];

/**
 * The service editor: save every field, publish or deactivate, instant confirmation, a photo's
 * alt text, the photos' order, a photo removed, the price book (participants, seasons, fees,
 * deposit, waiver). (A photo upload is a multipart form without one.)
 */
export const serviceEditorIntents = [
  "save",
  "status",
  "instant",
  "alt",
  "order",
  "deleteImage",
  "pricing",
] as const;
export type ServiceEditorIntent = (typeof serviceEditorIntents)[number];

/** A service's availability: weekly slots, one departure's capacity or closing, closed dates. */
export const availabilityIntents = [
  "addSlot",
  "slotCapacity",
  "removeSlot",
  "departureCapacity",
  "closeDeparture",
  "reopenDeparture",
  "addClosure",
  "removeClosure",
] as const;
export type AvailabilityIntent = (typeof availabilityIntents)[number];

/** The team page (the owner's): invite, withdraw an invitation, remove a member. */
export const teamIntents = ["invite", "withdraw", "remove"] as const;
export type TeamIntent = (typeof teamIntents)[number];
