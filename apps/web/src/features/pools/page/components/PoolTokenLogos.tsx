import { Token } from "@griddle/sdk";
import { useAppChain } from "../../../../shared/chain/index.ts";
import { CurrencyLogo } from "../../../tokens/index.ts";
import type { PoolToken } from "../../model/Pool.ts";
import styles from "./PoolTokenLogos.module.css";

function toCurrency(chainId: number, token: PoolToken): Token {
  return new Token(chainId, token.address, token.decimals, token.symbol, token.symbol);
}

/** The earning token's logo with the staking token's in its corner, as PancakeSwap pairs them. */
export function PoolTokenLogos({
  earningToken,
  stakingToken,
  size = 48,
}: {
  earningToken: PoolToken;
  stakingToken: PoolToken;
  size?: number;
}) {
  const chainId = useAppChain().id;
  return (
    <span className={styles.logos} style={{ width: size, height: size }} aria-hidden="true">
      <CurrencyLogo currency={toCurrency(chainId, earningToken)} size={size} />
      <CurrencyLogo
        currency={toCurrency(chainId, stakingToken)}
        size={Math.round(size / 2)}
        className={styles.staking}
      />
    </span>
  );
}
