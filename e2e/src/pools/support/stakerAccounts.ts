// Fresh accounts for the pools tests: mnemonic indices above the node's 20 funded ones start empty,
// so a test's setup gives them exactly what it needs and their balances move only by what the test does.
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { createWalletClient, erc20Abi, http, type Address, type Hash } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getTestStack } from "../../harness/testStack.ts";

/** The deployer, which keeps most of every seeded token and plenty of BNB after the seed. */
const FUNDING_ACCOUNT_INDEX = 0;

export function stakerAddress(accountIndex: number): Address {
  return mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex }).address;
}

async function mined(hash: Hash): Promise<void> {
  const receipt = await getTestStack().publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Setup transaction ${hash} reverted`);
}

export interface StakerFunding {
  /** Native BNB, for gas and for the BNB pool. */
  readonly bnb: bigint;
  readonly tokens?: readonly { readonly token: Address; readonly amount: bigint }[];
}

/** Sends BNB and tokens from the deployer to the account at `accountIndex`, as a test's setup. */
export async function fundStaker(
  accountIndex: number,
  { bnb, tokens = [] }: StakerFunding,
): Promise<Address> {
  const { manifest } = getTestStack();
  const to = stakerAddress(accountIndex);
  const funder = createWalletClient({
    account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: FUNDING_ACCOUNT_INDEX }),
    transport: http(manifest.rpcUrl),
  });
  await mined(await funder.sendTransaction({ chain: null, to, value: bnb }));
  for (const { token, amount } of tokens) {
    await mined(
      await funder.writeContract({
        chain: null,
        address: token,
        abi: erc20Abi,
        functionName: "transfer",
        args: [to, amount],
      }),
    );
  }
  return to;
}
