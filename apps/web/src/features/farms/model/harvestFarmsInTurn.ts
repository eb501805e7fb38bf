/**
 * Harvests the farms one after another: each harvest starts once the previous one resolved (a
 * wallet asks for one transaction at a time, and a failure should leave the rest unsent), with
 * `onHarvested` told how many are done after each. Resolves with every result in order, or rejects
 * with the first failure.
 */
export async function harvestFarmsInTurn<result>(
  pids: readonly number[],
  harvest: (pid: number) => Promise<result>,
  onHarvested: (done: number) => void,
): Promise<readonly result[]> {
  const results: result[] = [];
  for (const pid of pids) {
    results.push(await harvest(pid));
    onHarvested(results.length);
  }
  return results;
}
