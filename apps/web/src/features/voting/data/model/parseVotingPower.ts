import type { VotingPower } from "../../model/VotingPower.ts";
import { hubNumber, hubRecord, hubString } from "./hubFields.ts";

/** The answer of GET /api/voting-power/{address}?block=N. */
export function parseVotingPower(answer: unknown): VotingPower {
  const fields = hubRecord(answer, "voting power");
  const breakdown = hubRecord(fields.breakdown, "voting power breakdown");
  const part = (name: string) => hubNumber(breakdown[name], `voting power ${name}`);
  return {
    address: hubString(fields.address, "voting power address"),
    block: hubNumber(fields.block, "voting power block"),
    total: hubNumber(fields.total, "voting power total"),
    breakdown: {
      wallet: part("wallet"),
      vault: part("vault"),
      manualPool: part("manualPool"),
      partnerPools: part("partnerPools"),
      lpWallet: part("lpWallet"),
      lpFarm: part("lpFarm"),
    },
  };
}
