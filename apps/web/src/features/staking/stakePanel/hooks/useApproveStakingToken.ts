import { useCallback } from "react";
import { maxUint256, type Address, type TransactionReceipt } from "viem";
import { TransactionError, useSendContractWrite, type WriteReview } from "../../../../shared/chain/index.ts";
import { buildApproveCall } from "../../../approval/index.ts";

/**
 * Lets `spender` (a pool, the vault, or MasterChef for a farm's LP; undefined where the chain has
 * none) take any amount of `token` (spec 000 section 7, Writes: the maximum amount is approved). The
 * gas limit is the estimate for that maximum plus the approval's 10% margin; resolves with the mined
 * receipt or rejects with a TransactionError. The shared review opens first with `review` (the
 * button's 'Enable …' as its title); it warns of the unlimited amount, as intended.
 */
export function useApproveStakingToken(
  token: Address,
  spender: Address | undefined,
  review: WriteReview,
): () => Promise<TransactionReceipt> {
  const { sendAndWait } = useSendContractWrite();

  return useCallback(async () => {
    if (!spender) throw new TransactionError("unavailable", "No contract to approve on this chain");
    const { receipt } = await sendAndWait({
      calls: [buildApproveCall(token, spender, maxUint256)],
      preview: review,
    });
    return receipt;
  }, [review, sendAndWait, spender, token]);
}
