import { recoverAddress, type Address, type Hex } from "viem";
import type { VotingChain } from "../../src/voting/power/VotingChain.ts";
import { VotingChainUnavailableError } from "../../src/voting/power/VotingChainUnavailableError.ts";
import type { VotingPower } from "../../src/voting/power/VotingPower.ts";

/**
 * The chain as the route tests set it: a block height, each address's CAKE from a block on (all in
 * the wallet), contract wallets that accept their owner's signatures, or a chain that is down.
 */
export class FakeVotingChain implements VotingChain {
  block = 100n;
  down = false;
  /** Per lower-case address, [fromBlock, wei] entries in ascending block order. */
  private readonly holdings = new Map<string, [bigint, bigint][]>();
  private readonly contractWallets = new Map<string, Address>();
  /** How many batches were read, and with how many addresses each. */
  readonly reads: number[] = [];

  /** `address` holds `wei` CAKE from `fromBlock` on (block 0: always). */
  hold(address: Address, wei: bigint, fromBlock = 0n): void {
    const key = address.toLowerCase();
    const entries = [...(this.holdings.get(key) ?? []), [fromBlock, wei] as [bigint, bigint]];
    this.holdings.set(
      key,
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }

  /** A contract wallet at `address` whose isValidSignature accepts what `owner` signed. */
  addContractWallet(address: Address, owner: Address): void {
    this.contractWallets.set(address.toLowerCase(), owner);
  }

  async latestBlock(): Promise<bigint> {
    this.assertUp();
    return this.block;
  }

  async readVotingPower(addresses: readonly Address[], block: bigint): Promise<VotingPower[]> {
    this.assertUp();
    this.reads.push(addresses.length);
    return addresses.map((address) => {
      const held = (this.holdings.get(address.toLowerCase()) ?? []).filter(([from]) => from <= block).at(-1);
      const wei = held?.[1] ?? 0n;
      return {
        address,
        block,
        total: wei,
        breakdown: { wallet: wei, vault: 0n, manualPool: 0n, partnerPools: 0n, lpWallet: 0n, lpFarm: 0n },
      };
    });
  }

  async isValidContractSignature(address: Address, hash: Hex, signature: Hex): Promise<boolean> {
    this.assertUp();
    const owner = this.contractWallets.get(address.toLowerCase());
    if (owner === undefined) return false;
    return (await recoverAddress({ hash, signature }).catch(() => undefined)) === owner;
  }

  private assertUp(): void {
    if (this.down) throw new VotingChainUnavailableError({ cause: new Error("connection refused") });
  }
}
