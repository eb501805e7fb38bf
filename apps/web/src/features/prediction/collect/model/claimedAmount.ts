import { isAddressEqual, parseEventLogs, type Address, type Log } from "viem";
import { griddlePredictionAbi } from "@griddle/sdk";

/**
 * What a mined claim paid `account`, in wei: the sum of the game's Claim events for it. This is what
 * arrived, exactly, including the rounding remainder the game pays the last winner of a round.
 */
export function claimedAmount(logs: readonly Log[], game: Address, account: Address): bigint {
  return parseEventLogs({ abi: griddlePredictionAbi, eventName: "Claim", logs: [...logs] })
    .filter((log) => isAddressEqual(log.address, game) && isAddressEqual(log.args.sender, account))
    .reduce((total, log) => total + log.args.amount, 0n);
}
