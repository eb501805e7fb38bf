import { describe, expect, it } from "vitest";
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Address } from "viem";
import { previewRequestFromCalls } from "./previewRequestFromCalls.ts";

const CAKE: Address = "0x1111111111111111111111111111111111111111";
const LP: Address = "0x2222222222222222222222222222222222222222";
const CHEF: Address = "0x3333333333333333333333333333333333333333";
const ROUTER: Address = "0x4444444444444444444444444444444444444444";

const chefAbi = parseAbi(["function deposit(uint256 pid, uint256 amount)", "error PoolClosed()"]);
const routerAbi = parseAbi(["error Expired()"]);

describe("previewRequestFromCalls", () => {
  it("encodes contract calls exactly as the wallet will send them and keeps encoded ones", () => {
    const request = previewRequestFromCalls({
      calls: [
        { address: CHEF, abi: chefAbi, functionName: "deposit", args: [1n, 5n] },
        { to: ROUTER, data: "0xabcdef", value: 7n },
      ],
    });
    expect(request.calls).toEqual([
      {
        to: CHEF,
        data: encodeFunctionData({ abi: chefAbi, functionName: "deposit", args: [1n, 5n] }),
        value: undefined,
      },
      { to: ROUTER, data: "0xabcdef", value: 7n },
    ]);
  });

  it("names errors with the revert ABI, else with the first call's ABI", () => {
    const deposit = { address: CHEF, abi: chefAbi, functionName: "deposit", args: [1n, 5n] } as const;
    expect(previewRequestFromCalls({ calls: [deposit], revertAbi: routerAbi }).errorsAbi).toBe(routerAbi);
    expect(previewRequestFromCalls({ calls: [deposit] }).errorsAbi).toBe(chefAbi);
    expect(previewRequestFromCalls({ calls: [{ to: ROUTER, data: "0x" }] }).errorsAbi).toBeUndefined();
  });

  it("probes the tokens the calls approve with their allowances, once each, plus the area's targets", () => {
    const request = previewRequestFromCalls({
      calls: [
        { address: CAKE, abi: erc20Abi, functionName: "approve", args: [CHEF, maxUint256] },
        { address: CAKE, abi: erc20Abi, functionName: "approve", args: [CHEF, 10n] },
      ],
      probeTargets: {
        tokens: [CAKE, LP],
        allowances: [{ token: LP, spender: ROUTER }],
      },
    });
    expect(request.probeTargets).toEqual({
      tokens: [CAKE, LP],
      allowances: [
        { token: CAKE, spender: CHEF },
        { token: LP, spender: ROUTER },
      ],
    });
  });

  it("probes nothing of a call that approves nothing: balanceOf on a non-token would revert the probe", () => {
    const request = previewRequestFromCalls({
      calls: [{ address: CHEF, abi: chefAbi, functionName: "deposit", args: [0n, 1n] }],
    });
    expect(request.probeTargets).toEqual({ tokens: [], allowances: [] });
  });
  it("always probes the app's own tokens, once, after the approved and the area's", () => {
    const WBNB: Address = "0x5555555555555555555555555555555555555555";
    const request = previewRequestFromCalls({
      calls: [{ address: CAKE, abi: erc20Abi, functionName: "approve", args: [CHEF, maxUint256] }],
      probeTargets: { tokens: [LP], allowances: [] },
      appTokens: [CAKE, WBNB],
    });
    expect(request.probeTargets.tokens).toEqual([CAKE, LP, WBNB]);
  });
});
