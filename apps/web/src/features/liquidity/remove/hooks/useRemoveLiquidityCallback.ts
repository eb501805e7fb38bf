import { useCallback } from "react";
import type { Hex } from "viem";
import { useConnection } from "wagmi";
import type { Currency, CurrencyAmount, Token } from "@griddle/sdk";
import {
  useAppChainConfig,
  useBlockTimestamp,
  useSendContractWrite,
} from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../../shared/format/index.ts";
import { useUserSettings } from "../../../settings/index.ts";
import { buildRemoveLiquidityCall, type PermitSignature } from "../model/buildRemoveLiquidityCall.ts";
import { removeLiquiditySummary } from "../model/removeLiquidityTexts.ts";

/**
 * The removal: burns `liquidity` through the router for at least the amounts less the slippage
 * tolerance, with the permit when there is one; the fee-on-transfer variant for the fee token (its
 * address comes from the deployment's notices). Undefined until everything it needs is known.
 */
export function useRemoveLiquidityCallback(
  liquidity: CurrencyAmount<Token> | undefined,
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
  permit: PermitSignature | null,
): (() => Promise<Hex>) | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds } = useUserSettings();
  const { contracts, swapNotices } = useAppChainConfig();
  const { router } = contracts;
  const { feeOnTransferToken } = swapNotices;
  const { data: blockTimestamp } = useBlockTimestamp();
  const { send } = useSendContractWrite();

  const ready = liquidity && amountA && amountB && account && typeof blockTimestamp === "bigint";
  const removeLiquidity = useCallback(async () => {
    if (!liquidity || !amountA || !amountB || !account || typeof blockTimestamp !== "bigint") {
      throw new TypeError("useRemoveLiquidityCallback called before it was ready");
    }
    const feeOnTransfer = [amountA, amountB].some(
      ({ currency }) =>
        currency.isToken && currency.address.toLowerCase() === feeOnTransferToken.toLowerCase(),
    );
    const call = buildRemoveLiquidityCall(liquidity.quotient, amountA, amountB, {
      slippageBps,
      recipient: account,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
      permit,
      feeOnTransfer,
    });
    const summary = removeLiquiditySummary(amountA, amountB);
    const record = { summary: t(summary.key, localizeDecimalData(summary.data, locale)) };
    const { hash } = await send({ calls: [{ ...call, to: router }], record });
    return hash;
  }, [
    account,
    amountA,
    amountB,
    blockTimestamp,
    deadlineSeconds,
    feeOnTransferToken,
    liquidity,
    locale,
    permit,
    router,
    send,
    slippageBps,
    t,
  ]);
  return ready ? removeLiquidity : undefined;
}
