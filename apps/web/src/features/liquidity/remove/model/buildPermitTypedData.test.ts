import { domainSeparator, encodeAbiParameters, keccak256, recoverTypedDataAddress, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { CAKE_WBNB, ROUTER } from "../../model/liquidityTestFixtures.ts";
import { buildPermitTypedData } from "./buildPermitTypedData.ts";

// The first key of the public test mnemonic: never holds anything of value.
const owner = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");

const permit = buildPermitTypedData({
  chainId: 31337,
  pair: CAKE_WBNB.address,
  owner: owner.address,
  spender: ROUTER,
  value: 123n,
  nonce: 4n,
  deadline: 1_700_000_000n,
});

describe("buildPermitTypedData", () => {
  it("uses the LP token's domain, as GriddleLPToken builds its separator", () => {
    const typeHash = keccak256(
      toHex("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
    );
    const contractSeparator = keccak256(
      encodeAbiParameters(
        [
          { type: "bytes32" },
          { type: "bytes32" },
          { type: "bytes32" },
          { type: "uint256" },
          { type: "address" },
        ],
        [typeHash, keccak256(toHex("Griddle LPs")), keccak256(toHex("1")), 31337n, CAKE_WBNB.address],
      ),
    );
    expect(domainSeparator({ domain: { ...permit.domain } })).toBe(contractSeparator);
  });

  it("is a permit the owner's signature can be recovered from", async () => {
    const signature = await owner.signTypedData(permit);
    expect(await recoverTypedDataAddress({ ...permit, signature })).toBe(owner.address);
    expect(permit.message).toEqual({
      owner: owner.address,
      spender: ROUTER,
      value: 123n,
      nonce: 4n,
      deadline: 1_700_000_000n,
    });
  });
});
