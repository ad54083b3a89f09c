import { describe, expect, it } from "vitest";
import { normalizeAddress, parseTrustProxy, resolveClientAddress, TrustProxyError } from "./trust-proxy.ts";

const none = parseTrustProxy(undefined);
const oneHop = parseTrustProxy("1");
const twoHops = parseTrustProxy("2");
const ranges = parseTrustProxy("10.0.0.0/8, 127.0.0.1, fd00::/8");

describe("TRUST_PROXY", () => {
  it("trusts nothing when unset, empty, false or 0", () => {
    for (const value of [undefined, "", "  ", "false", "FALSE", "0"]) {
      expect(parseTrustProxy(value)).toEqual({ kind: "none" });
    }
  });

  it("takes a number of hops", () => {
    expect(oneHop).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy(" 3 ")).toEqual({ kind: "hops", hops: 3 });
  });

  it("takes CIDR ranges and single addresses, IPv4 and IPv6", () => {
    expect(ranges.kind).toBe("ranges");
    const list = parseTrustProxy("192.168.0.0/16,::1,2001:db8::/32");
    expect(resolveClientAddress("192.168.4.5", "203.0.113.9", list)).toBe("203.0.113.9");
    expect(resolveClientAddress("::1", "203.0.113.9", list)).toBe("203.0.113.9");
    expect(resolveClientAddress("2001:db8:1::7", "2001:db8:ffff::1, 198.51.100.2", list)).toBe(
      "198.51.100.2",
    );
  });

  it("refuses what is neither", () => {
    for (const value of [
      "true",
      "yes",
      "10.0.0.0/33",
      "::/129",
      "10.0.0/8",
      "1.2.3.4/8/1",
      "21",
      "a,b",
      "1,",
      "/8",
    ]) {
      expect(() => parseTrustProxy(value), value).toThrow(TrustProxyError);
    }
  });
});

describe("the client's address", () => {
  it("is the socket's peer when nothing is trusted, whatever the header says", () => {
    expect(resolveClientAddress("198.51.100.7", "203.0.113.1", none)).toBe("198.51.100.7");
    expect(resolveClientAddress(undefined, "203.0.113.1", none)).toBe("unknown");
  });

  it("is the socket's peer when a trusted setup gets no header (a direct request)", () => {
    expect(resolveClientAddress("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "", ranges)).toBe("10.0.0.2");
  });

  it("counts hops from the right: a client's own leftmost entries are not believed", () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the address it saw.
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", oneHop)).toBe("198.51.100.7");
    // A load balancer, then nginx.
    expect(resolveClientAddress("10.0.0.3", "1.1.1.1, 198.51.100.7, 10.0.0.2", twoHops)).toBe("198.51.100.7");
    // Fewer entries than hops: the furthest one there is.
    expect(resolveClientAddress("10.0.0.3", "198.51.100.7", twoHops)).toBe("198.51.100.7");
  });

  it("walks trusted ranges from the socket to the first untrusted address", () => {
    expect(resolveClientAddress("10.1.2.3", "6.6.6.6, 198.51.100.7, 10.0.0.9", ranges)).toBe("198.51.100.7");
    // The socket itself is not a proxy of ours: its header is the client's own claim.
    expect(resolveClientAddress("198.51.100.8", "10.0.0.1, 127.0.0.1", ranges)).toBe("198.51.100.8");
    // Every entry trusted: the furthest.
    expect(resolveClientAddress("127.0.0.1", "10.0.0.5", ranges)).toBe("10.0.0.5");
  });

  it("handles IPv6, ports, brackets, quotes and mapped IPv4", () => {
    expect(resolveClientAddress("fd00::1", "2001:DB8::42", ranges)).toBe("2001:db8::42");
    expect(resolveClientAddress("::ffff:10.0.0.2", "198.51.100.7:51234", ranges)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", '"[2001:db8::9]:443"', oneHop)).toBe("2001:db8::9");
    expect(resolveClientAddress("::ffff:198.51.100.7", undefined, none)).toBe("198.51.100.7");
    expect(normalizeAddress("::FFFF:203.0.113.5")).toBe("203.0.113.5");
  });

  it("stops at garbage at the last address reached, never taking the garbage", () => {
    expect(resolveClientAddress("10.0.0.2", "unknown", oneHop)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "198.51.100.7, <script>", oneHop)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.3", "evil, 10.0.0.2", ranges)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.3", ", , ,", ranges)).toBe("10.0.0.3");
    expect(resolveClientAddress("10.0.0.3", "1.2.3.4.5, 999.1.1.1", oneHop)).toBe("10.0.0.3");
    const long = `${"1.1.1.1, ".repeat(5000)}198.51.100.7`;
    expect(resolveClientAddress("10.0.0.2", long, oneHop)).toBe("198.51.100.7");
  });
});
