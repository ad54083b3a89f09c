import { createContext } from "react-router";
import type { AppServices } from "./services.ts";

/** How loaders and actions reach the server's modules in-process. */
export const servicesContext = createContext<AppServices>();

/** The client's socket address, for rate limits on page actions. */
export const clientIpContext = createContext<string>("unknown");

/** This request's CSP nonce (server/security-headers.ts), for the document's inline scripts. */
export const nonceContext = createContext<string | undefined>(undefined);
