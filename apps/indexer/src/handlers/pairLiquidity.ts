// Every pair's LP token Transfers (issue 24): the LP supply, and each account's position with the
// liquidity per LP unit its units entered at (model/lpPosition.ts). Units minted to an account are
// recorded as the pair's last mint, whose Mint event (handlers/pair.ts) then adds the deposit's amounts.
import { ponder } from "ponder:registry";
import { pair, pairLiquidity } from "ponder:schema";
import { zeroAddress } from "viem";
import { receiveLp, sendLp, type PairAtTransfer } from "../../model/lpPosition.ts";
import { ensurePairLiquidity } from "../info/ensurePairLiquidity.ts";
import { loadPosition, savePosition } from "../info/positionStore.ts";
import { lowerAddress } from "../shared/lowerAddress.ts";

ponder.on("GriddlePair:Transfer", async ({ event, context }) => {
  const { db } = context;
  const pairId = lowerAddress(event.log.address);
  const traded = await db.find(pair, { id: pairId });
  if (traded === null) return;
  const from = lowerAddress(event.args.from);
  const to = lowerAddress(event.args.to);
  const units = event.args.value;
  const timestamp = Number(event.block.timestamp);
  const liquidity = await ensurePairLiquidity(db, pairId);
  // The pair as it was before this transaction's Sync: its liquidity per unit is what mints and burns keep.
  const at: PairAtTransfer = {
    liquidityPerLp: liquidity.liquidityPerLp,
    sqrtK: liquidity.sqrtK,
    reserve0: traded.reserve0,
    reserve1: traded.reserve1,
    reserveUSD: traded.reserveUSD,
  };
  const minted = from === zeroAddress;
  // Units the pair holds are on their way to be burnt; the zero address holds the locked minimum.
  const holds = (account: typeof from) => account !== zeroAddress && account !== pairId;

  if (holds(from)) {
    await savePosition(db, pairId, from, sendLp(await loadPosition(db, pairId, from), units, at), timestamp);
  }
  if (holds(to)) {
    const received = receiveLp(await loadPosition(db, pairId, to), units, at, !minted);
    await savePosition(db, pairId, to, received, timestamp);
  }
  await db.update(pairLiquidity, { id: pairId }).set((row) => ({
    totalSupply: minted
      ? row.totalSupply + units
      : to === zeroAddress
        ? row.totalSupply - units
        : row.totalSupply,
    ...(minted && holds(to) ? { lastMintTo: to, lastMintHash: event.transaction.hash } : {}),
  }));
});
