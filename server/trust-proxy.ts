import { BlockList, isIP } from "node:net";

// Which proxies may tell us the client's address (TRUST_PROXY, decision 003). Without a trusted
// proxy the client is the socket's peer: anybody can write an X-Forwarded-For header, so believing
// it would let every request pick its own rate-limit bucket. A proxy appends the address it saw to
// the right of the header, so the entries are read from the right, and only as far as proxies we
// trust wrote them: what lies further left came from the client and is never believed.

export type TrustProxy =
  /** Nothing is believed: the client is the socket's peer (the default). */
  | { kind: "none" }
  /** `hops` proxies stand in front of us, the socket's peer being the last of them. */
  | { kind: "hops"; hops: number }
  /** A peer in these ranges is a proxy of ours; the client is the first address that is not. */
  | { kind: "ranges"; ranges: BlockList; text: string };

/** The most proxies a chain may claim; more is a typo, not a network. */
const MAX_HOPS = 20;

export class TrustProxyError extends Error {}

/**
 * TRUST_PROXY as written: unset, empty, `false` or `0` trust nothing; a whole number is how many
 * proxies stand in front of the server; otherwise a comma-separated list of CIDR ranges or single
 * addresses, IPv4 or IPv6 (e.g. `10.0.0.0/8, 127.0.0.1, fd00::/8`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text.toLowerCase() === "false" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new TrustProxyError(`at most ${MAX_HOPS} hops, got ${text}`);
    return { kind: "hops", hops };
  }
  const ranges = new BlockList();
  for (const item of text.split(",").map((part) => part.trim())) {
    const match = /^([^/\s]+)(?:\/(\d{1,3}))?$/.exec(item);
    const address = match?.[1] ?? "";
    const family = isIP(address);
    if (!match || family === 0) {
      throw new TrustProxyError(
        `"${item}" is neither a number of hops nor an address or CIDR range (e.g. 1, or 10.0.0.0/8,::1)`,
      );
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    const bits = family === 4 ? 32 : 128;
    const prefix = match[2] === undefined ? bits : Number(match[2]);
    if (prefix > bits) throw new TrustProxyError(`"${item}": an IPv${family} prefix is at most /${bits}`);
    ranges.addSubnet(address, prefix, type);
  }
  return { kind: "ranges", ranges, text };
}

/**
 * An address as a header or a socket gives it, or null when it is not one: `1.2.3.4`, `1.2.3.4:5678`,
 * `[2001:db8::1]:443`, `"2001:db8::1"`; an IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`, as
 * dual-stack sockets report) becomes plain IPv4, so one client has one key.
 */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim().replace(/^"(.*)"$/, "$1");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const family = isIP(value);
  if (family === 0) return null;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
    if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
    return value.toLowerCase();
  }
  return value;
}

function trusted(ranges: BlockList, address: string): boolean {
  try {
    return ranges.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
  } catch {
    return false; // e.g. an IPv6 zone BlockList does not take
  }
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For header (all its lines,
 * comma-joined), as `trust` allows. Walking from the right, an entry that is not an address ends the
 * walk at the last address reached.
 */
export function resolveClientAddress(
  socket: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  const peer = socket ? (normalizeAddress(socket) ?? socket) : "unknown";
  if (trust.kind === "none" || !forwardedFor) return peer;
  // Nearest first: the socket's peer, then the header from its right end.
  const entries = forwardedFor.split(",").reverse();
  let client = peer;
  for (let step = 0; step < entries.length; step++) {
    if (trust.kind === "hops" ? step >= trust.hops : !trusted(trust.ranges, client)) break;
    const next = normalizeAddress(entries[step]!);
    if (next === null) break;
    client = next;
  }
  return client;
}
