// The resource routes' intents: what the dialogs and buttons on every page may ask them for. The
// actions read them (resources/*.ts; sign-in.server.ts for the sign-in forms), the forms may name
// them, and the fuzzer sends them (scripts/fuzz/form-requests.mjs). This file imports nothing, so
// Node loads it as it is.

/** The sign-in forms (the dialog's, posted to resources/auth, and the sign-in page's). */
export const authIntents = ["signin", "signup", "google"] as const;
export type AuthIntent = (typeof authIntents)[number];

/** The cart: the booking dialog adds, the cart sheet changes a line's guests, removes, empties. */
export const cartIntents = ["add", "update", "remove", "clear"] as const;
export type CartIntent = (typeof cartIntents)[number];

/** Checkout's steps: hold the cart's seats, release them, ask for a crypto payment, place the order. */
export const checkoutIntents = ["hold", "release", "crypto", "order"] as const;
export type CheckoutIntent = (typeof checkoutIntents)[number];

/** A service's heart: save it or forget it. */
export const favoritesIntents = ["add", "remove"] as const;
export type FavoritesIntent = (typeof favoritesIntents)[number];
