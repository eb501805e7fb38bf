import { describe, expect, it } from "vitest";
import { findWalletSwitch } from "./findWalletSwitch.ts";

const alice = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const bob = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const LOCAL = 31337;

describe("findWalletSwitch", () => {
  it("lets the write go when the wallet is on the account and chain it was prepared for, in any case", () => {
    expect(findWalletSwitch({ accounts: [alice], chainId: LOCAL }, { address: alice, chainId: LOCAL })).toBe(
      undefined,
    );
    expect(
      findWalletSwitch(
        { accounts: [alice, alice.toLowerCase() as `0x${string}`], chainId: LOCAL },
        { address: alice, chainId: LOCAL },
      ),
    ).toBe(undefined);
  });

  it("finds another account, whether the write or an open review was prepared for the first", () => {
    expect(findWalletSwitch({ accounts: [alice], chainId: LOCAL }, { address: bob, chainId: LOCAL })).toBe(
      "accountSwitched",
    );
    // The dialog was opened as alice; the write, built after the switch, as bob.
    expect(
      findWalletSwitch({ accounts: [bob, alice], chainId: LOCAL }, { address: bob, chainId: LOCAL }),
    ).toBe("accountSwitched");
  });

  it("counts a wallet that lost its account as switched", () => {
    expect(
      findWalletSwitch({ accounts: [alice], chainId: LOCAL }, { address: undefined, chainId: LOCAL }),
    ).toBe("accountSwitched");
  });

  it("finds another network first, even when the account changed too", () => {
    expect(findWalletSwitch({ accounts: [alice], chainId: LOCAL }, { address: alice, chainId: 97 })).toBe(
      "networkSwitched",
    );
    expect(findWalletSwitch({ accounts: [alice], chainId: LOCAL }, { address: bob, chainId: 56 })).toBe(
      "networkSwitched",
    );
    expect(
      findWalletSwitch({ accounts: [alice], chainId: LOCAL }, { address: undefined, chainId: undefined }),
    ).toBe("networkSwitched");
  });
});
