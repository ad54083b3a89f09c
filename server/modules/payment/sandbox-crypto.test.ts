import { describe, expect, it } from "vitest";
import { depositAddress, segwitAddress } from "./sandbox-crypto.ts";

describe("the sandbox's deposit addresses", () => {
  it("writes a segwit address as BIP-173 does (its test vector)", () => {
    const program = Buffer.from("751e76e8199196d454941c45d1b3a323f1433bd6", "hex");
    expect(segwitAddress("bc", program)).toBe("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
    expect(segwitAddress("tb", program)).toBe("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx");
  });

  it("gives each payment its own address, the same every time, in the coin's format", () => {
    const btc = depositAddress("secret", "cpay_1", "BTC");
    expect(btc).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddress("secret", "cpay_1", "BTC")).toBe(btc);
    expect(depositAddress("secret", "cpay_2", "BTC")).not.toBe(btc);
    expect(depositAddress("another secret", "cpay_1", "BTC")).not.toBe(btc);
    expect(depositAddress("secret", "cpay_1", "ETH")).toMatch(/^0x[0-9a-f]{40}$/);
    expect(depositAddress("secret", "cpay_1", "USDT")).toMatch(/^0x[0-9a-f]{40}$/);
  });
});
