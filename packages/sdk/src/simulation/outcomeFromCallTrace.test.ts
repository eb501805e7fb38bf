import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getAddress, isAddressEqual, maxUint256, pad, type Address } from "viem";
import { describe, expect, it } from "vitest";
import { griddleRouterAbi } from "../abis/generated/index.ts";
import type { CallTraceFrame } from "./CallTraceFrame.ts";
import type { SimulatedOutcome } from "./SimulatedOutcome.ts";
import { outcomeFromCallTrace } from "./outcomeFromCallTrace.ts";
import { DEPOSIT_TOPIC } from "./tokenEvents.ts";

/**
 * Recorded from a local chain by e2e/scripts/recordSimulationTraces.ts: the node's trace of each
 * transaction before it was sent, and the balances, allowances and owners read after it was mined.
 */
interface Fixture {
  readonly description: string;
  readonly user: Address;
  readonly trace: CallTraceFrame;
  readonly mined?: {
    readonly gasUsed: string;
    readonly nativeChange: string;
    readonly tokenChanges: readonly { token: Address; amount: string }[];
    readonly allowances: readonly { token: Address; spender: Address; amount: string }[];
    readonly nftOwners: readonly { token: Address; tokenId: string; owner: Address }[];
  };
}

const fixturesDir = path.join(import.meta.dirname, "fixtures");
const fixtures = new Map(
  readdirSync(fixturesDir).map((file) => [
    path.basename(file, ".json"),
    JSON.parse(readFileSync(path.join(fixturesDir, file), "utf8")) as Fixture,
  ]),
);

function required<value>(found: value | undefined, what: string): value {
  if (found === undefined) throw new Error(`${what} is missing`);
  return found;
}

function mined(name: string): NonNullable<Fixture["mined"]> {
  return required(fixture(name).mined, `${name}'s mined outcome`);
}

function fixture(name: string): Fixture {
  const found = fixtures.get(name);
  if (found === undefined) throw new Error(`No fixture ${name}: run e2e/scripts/recordSimulationTraces.ts`);
  return found;
}

/** The recording chain's WBNB: the wrap fixture's contract. */
const wbnb = getAddress(required(fixture("wrap").trace.to, "WBNB"));

function succeeded(name: string): Extract<SimulatedOutcome, { status: "success" }> {
  const { trace, user } = fixture(name);
  const outcome = outcomeFromCallTrace(trace, user, { wrappedNative: wbnb });
  if (outcome.status !== "success") throw new Error(`${name} reverted in its trace`);
  return outcome;
}

const byToken = (changes: readonly { token: Address; amount: bigint }[]) =>
  [...changes].sort((a, b) => a.token.localeCompare(b.token));

/** Reflection tokens credit every holder without a transfer, which no trace shows; checked apart. */
const WITHOUT_REFLECTION = [...fixtures].filter(
  ([name, recorded]) => recorded.mined !== undefined && name !== "feeOnTransferSale",
);

describe("outcomeFromCallTrace over recorded traces", () => {
  it.each(WITHOUT_REFLECTION.map(([name]) => name))(
    "%s: the balance changes are those mined, to the wei",
    (name) => {
      const chain = mined(name);
      const outcome = succeeded(name);
      expect(outcome.nativeChange).toBe(BigInt(chain.nativeChange));
      expect(outcome.gasUsed, "the receipt's gas").toBe(BigInt(chain.gasUsed));
      expect(byToken(outcome.tokenChanges)).toEqual(
        byToken(chain.tokenChanges.map(({ token, amount }) => ({ token, amount: BigInt(amount) }))),
      );
    },
  );

  it.each([...fixtures].filter(([, recorded]) => recorded.mined !== undefined).map(([name]) => name))(
    "%s: every allowance it lists is the one mined",
    (name) => {
      const { allowances } = mined(name);
      for (const approval of succeeded(name).approvals) {
        if (approval.kind !== "allowance") continue;
        const chain = required(
          allowances.find(
            (a) => isAddressEqual(a.token, approval.token) && isAddressEqual(a.spender, approval.spender),
          ),
          `the recorded allowance of ${approval.token} for ${approval.spender}`,
        );
        expect(approval.amount).toBe(BigInt(chain.amount));
      }
    },
  );

  it("names an unlimited approval", () => {
    const { trace } = fixture("approveUnlimited");
    const [approval] = succeeded("approveUnlimited").approvals;
    expect(approval).toEqual({
      kind: "allowance",
      token: getAddress(required(trace.to, "the approved token")),
      spender: required(mined("approveUnlimited").allowances[0], "the recorded allowance").spender,
      amount: maxUint256,
      unlimited: true,
    });
  });

  it("counts a wrap once, though the local WBNB emits both Deposit and Transfer", () => {
    const outcome = succeeded("wrap");
    expect(outcome.nativeChange).toBe(-(2n * 10n ** 18n));
    expect(outcome.tokenChanges).toEqual([
      { token: getAddress(required(fixture("wrap").trace.to, "WBNB")), amount: 2n * 10n ** 18n },
    ]);
  });

  it("reads a Deposit of another contract than WBNB as no wrap (a SmartChef stake emits one)", () => {
    const user = fixture("wrap").user;
    const pool = getAddress("0x2b5a000000000000000000000000000000006f9b");
    const stake = 175n * 10n ** 16n;
    const frame: CallTraceFrame = {
      type: "CALL",
      from: user,
      to: pool,
      value: `0x${stake.toString(16)}`,
      gasUsed: "0x5208",
      input: "0xb6b55f25",
      logs: [
        {
          address: pool,
          topics: [DEPOSIT_TOPIC, pad(user)],
          data: pad(`0x${stake.toString(16)}`),
        },
      ],
    };
    for (const wrappedNative of [wbnb, undefined]) {
      const outcome = outcomeFromCallTrace(frame, user, { wrappedNative });
      expect(outcome).toMatchObject({ status: "success", nativeChange: -stake, tokenChanges: [] });
    }
  });

  it("debits a fee-on-transfer sale in full and names the fee the pair did not receive", () => {
    const chain = mined("feeOnTransferSale");
    const outcome = succeeded("feeOnTransferSale");
    const sold = 1_000_000n * 10n ** 9n;
    expect(outcome.transferFees).toHaveLength(1);
    expect(outcome.transferFees[0]).toMatchObject({ sent: sold, received: (sold * 90n) / 100n });
    const safemoon = required(outcome.transferFees[0], "the transfer fee").token;
    expect(outcome.tokenChanges.find((c) => isAddressEqual(c.token, safemoon))?.amount).toBe(-sold);
    // The mined balance is higher by the seller's own share of the reflected fee, never lower.
    const minedChange = BigInt(
      required(
        chain.tokenChanges.find((c) => isAddressEqual(c.token, safemoon)),
        "the mined SAFEMOON change",
      ).amount,
    );
    expect(minedChange >= -sold && minedChange < -sold + sold / 20n).toBe(true);
    expect(outcome.nativeChange).toBe(BigInt(chain.nativeChange));
  });

  it("shows a permit that the removal spends in full as no standing approval", () => {
    const outcome = succeeded("removeWithPermit");
    expect(outcome.approvals).toEqual([]);
    expect(required(mined("removeWithPermit").allowances[0], "the recorded allowance").amount).toBe("0");
  });

  it.each([
    ["nftMint", "in"],
    ["nftTransfer", "out"],
  ] as const)("%s: the NFT moves %s as the mined owner shows", (name, direction) => {
    const { user } = fixture(name);
    const [first, ...others] = succeeded(name).nftTransfers;
    expect(others).toEqual([]);
    const transfer = required(first, `${name}'s NFT transfer`);
    const owner = required(
      mined(name).nftOwners.find((o) => BigInt(o.tokenId) === transfer.tokenId),
      "the recorded owner",
    );
    expect(transfer.direction).toBe(direction);
    expect(isAddressEqual(owner.owner, user)).toBe(direction === "in");
  });

  it("names the router's custom error of a revert", () => {
    const { trace, user } = fixture("revertSlippage");
    const outcome = outcomeFromCallTrace(trace, user, { errorsAbi: griddleRouterAbi });
    expect(outcome.status).toBe("reverted");
    expect(outcome.status === "reverted" && outcome.revert).toMatchObject({
      kind: "customError",
      name: "InsufficientOutputAmount",
    });
  });
});
