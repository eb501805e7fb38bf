import { useCallback, useMemo } from "react";
import type { Hex } from "viem";
import { useConnection } from "wagmi";
import type { Currency, CurrencyAmount, Token } from "@griddle/sdk";
import {
  useAppChainConfig,
  useBlockTimestamp,
  useSendContractWrite,
  type EncodedCall,
} from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalData } from "../../../../shared/format/index.ts";
import { useUserSettings } from "../../../settings/index.ts";
import { buildRemoveLiquidityCall, type PermitSignature } from "../model/buildRemoveLiquidityCall.ts";
import { removeLiquiditySummary } from "../model/removeLiquidityTexts.ts";

/**
 * The removal's router call: burns `liquidity` for at least the amounts less the slippage tolerance,
 * with the permit when there is one (removeLiquidity...WithPermit), else the plain call that takes an
 * on-chain approval; the fee-on-transfer variant for the fee token (its address comes from the
 * deployment's notices). One place, so the confirm dialog previews exactly what Confirm sends.
 */
export function useRemoveLiquidityCall(
  liquidity: CurrencyAmount<Token> | undefined,
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
  permit: PermitSignature | null,
): EncodedCall | undefined {
  const { address: account } = useConnection();
  const { slippageBps, deadlineSeconds } = useUserSettings();
  const { contracts, swapNotices } = useAppChainConfig();
  const { router } = contracts;
  const { feeOnTransferToken } = swapNotices;
  const { data: blockTimestamp } = useBlockTimestamp();
  return useMemo(() => {
    if (!liquidity || !amountA || !amountB || !account || typeof blockTimestamp !== "bigint")
      return undefined;
    const feeOnTransfer = [amountA, amountB].some(
      ({ currency }) =>
        currency.isToken && currency.address.toLowerCase() === feeOnTransferToken.toLowerCase(),
    );
    const { data, value } = buildRemoveLiquidityCall(liquidity.quotient, amountA, amountB, {
      slippageBps,
      recipient: account,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
      permit,
      feeOnTransfer,
    });
    return { to: router, data, value };
  }, [
    account,
    amountA,
    amountB,
    blockTimestamp,
    deadlineSeconds,
    feeOnTransferToken,
    liquidity,
    permit,
    router,
    slippageBps,
  ]);
}

/**
 * The removal (see useRemoveLiquidityCall), sent from its confirm dialog, which shows the preview.
 * Undefined until everything it needs is known.
 */
export function useRemoveLiquidityCallback(
  liquidity: CurrencyAmount<Token> | undefined,
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
  permit: PermitSignature | null,
): (() => Promise<Hex>) | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  const call = useRemoveLiquidityCall(liquidity, amountA, amountB, permit);
  const { send } = useSendContractWrite();

  const removeLiquidity = useCallback(async () => {
    if (!amountA || !amountB || !call)
      throw new TypeError("useRemoveLiquidityCallback called before it was ready");
    const text = removeLiquiditySummary(amountA, amountB);
    const summary = t(text.key, localizeDecimalData(text.data, locale));
    const { hash } = await send({ calls: [call], record: { summary }, preview: { shownBy: "dialog" } });
    return hash;
  }, [amountA, amountB, call, locale, send, t]);
  return call ? removeLiquidity : undefined;
}
