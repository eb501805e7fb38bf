import { formatTokenAmount } from "../../../../shared/format/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { poolOf, type PoolListItem } from "../model/PoolListItem.ts";

/** Everyone's stake in whole staking tokens, e.g. '1,234 CAKE'. */
export function PoolTotalStakedValue({ item, totalStaked }: { item: PoolListItem; totalStaked: bigint }) {
  const locale = useLocale();
  const { stakingToken } = poolOf(item);
  return (
    <span>
      {formatTokenAmount(totalStaked, stakingToken.decimals, locale, 0)} {stakingToken.symbol}
    </span>
  );
}
