import type { Offering } from "../model/Offering.ts";
import type { IfoStatus } from "../model/offeringStatus.ts";
import { PoolCard } from "./PoolCard.tsx";
import styles from "./OfferingPools.module.css";

export interface OfferingPoolsProps {
  readonly offering: Offering;
  readonly status: IfoStatus;
  readonly lpBalance: bigint | undefined;
  readonly account: string | undefined;
  readonly canTakePart: boolean;
}

/** An offering's pools side by side: version 2's basic and unlimited sales, version 1's one sale. */
export function OfferingPools({ offering, status, lpBalance, account, canTakePart }: OfferingPoolsProps) {
  return (
    <div className={styles.pools}>
      {offering.pools.map((pool, index) => (
        <PoolCard
          key={pool.kind}
          offering={offering}
          pool={pool}
          userPool={offering.userPools?.[index]}
          lpBalance={lpBalance}
          status={status}
          account={account}
          canTakePart={canTakePart}
        />
      ))}
    </div>
  );
}
