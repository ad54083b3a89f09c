import type { RouterContextProvider } from "react-router";
import { nonceContext } from "../../server/context.ts";

/** This request's CSP nonce, made by the server's security headers (server/security-headers.ts). */
export const requestNonce = (context: RouterContextProvider) => context.get(nonceContext);
