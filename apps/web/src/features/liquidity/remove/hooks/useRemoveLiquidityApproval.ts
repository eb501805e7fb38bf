import { useCallback, useMemo, useState } from "react";
import { parseSignature } from "viem";
import { useConnection, useSignTypedData } from "wagmi";
import { griddlePairAbi, type CurrencyAmount, type Pair, type Token } from "@griddle/sdk";
import {
  isUserRejection,
  useAppChain,
  useAppChainConfig,
  useBlockTimestamp,
  useChainRead,
} from "../../../../shared/chain/index.ts";
import { useApproveCallback, type ApprovalState } from "../../../approval/index.ts";
import { useUserSettings } from "../../../settings/index.ts";
import { buildPermitTypedData } from "../model/buildPermitTypedData.ts";
import type { PermitSignature } from "../model/buildRemoveLiquidityCall.ts";

export interface RemoveLiquidityApproval {
  /** The router's on-chain allowance for the LP tokens being removed. */
  readonly approvalState: ApprovalState;
  /** A signed permit for exactly `liquidityToRemove`; null until signed. */
  readonly signature: PermitSignature | null;
  readonly signing: boolean;
  /** 'Approve': signs a permit, or approves on chain when the wallet cannot sign typed data. */
  readonly approve: () => Promise<void>;
  /** Drops the permit: it covers one amount only, so any change of amount voids it. */
  readonly resetSignature: () => void;
}

/**
 * Lets the router take the LP tokens being removed: an EIP-2612 permit signed in the wallet (no
 * transaction, no gas), deadline the latest block's time plus the user's deadline. When signing fails
 * for any reason but the user's rejection (code 4001) — a wallet without eth_signTypedData_v4, say —
 * it falls back to an on-chain approve.
 */
export function useRemoveLiquidityApproval(
  pair: Pair | null,
  liquidityToRemove: CurrencyAmount<Token> | undefined,
): RemoveLiquidityApproval {
  const chainId = useAppChain().id;
  const router = useAppChainConfig().contracts.router;
  const { address: account } = useConnection();
  const { deadlineSeconds } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const { mutateAsync: signTypedData } = useSignTypedData();
  const { approvalState, approve: approveOnChain } = useApproveCallback(liquidityToRemove, router);
  const [signature, setSignature] = useState<PermitSignature | null>(null);
  const [signing, setSigning] = useState(false);

  const pairAddress = pair?.address;
  const nonceRead = useMemo(
    () =>
      pairAddress && account
        ? ({ address: pairAddress, abi: griddlePairAbi, functionName: "nonces", args: [account] } as const)
        : undefined,
    [pairAddress, account],
  );
  const { data: nonce } = useChainRead(nonceRead);

  const approve = useCallback(async () => {
    if (
      !pairAddress ||
      !liquidityToRemove ||
      !account ||
      typeof nonce !== "bigint" ||
      typeof blockTimestamp !== "bigint"
    ) {
      console.error("Remove liquidity approval called before its inputs were known");
      return;
    }
    const deadline = blockTimestamp + BigInt(deadlineSeconds);
    const typedData = buildPermitTypedData({
      chainId,
      pair: pairAddress,
      owner: account,
      spender: router,
      value: liquidityToRemove.quotient,
      nonce,
      deadline,
    });
    setSigning(true);
    try {
      const { r, s, v, yParity } = parseSignature(await signTypedData({ account, ...typedData }));
      setSignature({ r, s, v: Number(v ?? 27n + BigInt(yParity)), deadline });
    } catch (error) {
      if (isUserRejection(error)) return;
      console.info("Signing the permit failed; approving on chain instead", error);
      // A failed approval is logged by useApproveCallback; the button offers it again.
      await approveOnChain().catch(() => undefined);
    } finally {
      setSigning(false);
    }
  }, [
    account,
    approveOnChain,
    blockTimestamp,
    chainId,
    deadlineSeconds,
    liquidityToRemove,
    nonce,
    pairAddress,
    router,
    signTypedData,
  ]);

  const resetSignature = useCallback(() => setSignature(null), []);
  return { approvalState, signature, signing, approve, resetSignature };
}
