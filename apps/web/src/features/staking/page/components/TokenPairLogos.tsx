import { Token } from "@griddle/sdk";
import type { Address } from "viem";
import { useAppChain } from "../../../../shared/chain/index.ts";
import { CurrencyLogo } from "../../../tokens/index.ts";
import styles from "./TokenPairLogos.module.css";

/** A token as its logo needs it. */
export interface LogoToken {
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
}

function toCurrency(chainId: number, token: LogoToken): Token {
  return new Token(chainId, token.address, token.decimals, token.symbol, token.symbol);
}

/**
 * A large logo with a small one in its corner, as PancakeSwap pairs them: a pool's earning token over
 * its staking token, a farm's token over its quote token.
 */
export function TokenPairLogos({
  primary,
  secondary,
  size = 48,
}: {
  primary: LogoToken;
  secondary: LogoToken;
  size?: number;
}) {
  const chainId = useAppChain().id;
  return (
    <span className={styles.logos} style={{ width: size, height: size }} aria-hidden="true">
      <CurrencyLogo currency={toCurrency(chainId, primary)} size={size} />
      <CurrencyLogo
        currency={toCurrency(chainId, secondary)}
        size={Math.round(size / 2)}
        className={styles.secondary}
      />
    </span>
  );
}
