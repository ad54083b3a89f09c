import { createContext, useContext } from "react";

/**
 * This document's CSP nonce: app/entry.server.tsx provides it while the server renders the page; in
 * the browser it is read back from the page's scripts (the browser hides it from the attribute but
 * keeps the property), so hydration finds the same value and elements added later carry it too.
 */
export const NonceContext = createContext(
  typeof document === "undefined" ? "" : (document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? ""),
);

export const useNonce = () => useContext(NonceContext);
