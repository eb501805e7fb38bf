import type { Address } from "viem";
import type { ProfileRegistry } from "../../src/profile/ProfileRegistry.ts";
import { ProfileRegistryUnavailableError } from "../../src/profile/ProfileRegistryUnavailableError.ts";

/** The profile contract as the route tests set it: who has an active profile, or a chain that is down. */
export class FakeProfileRegistry implements ProfileRegistry {
  readonly active = new Set<string>();
  down = false;

  activate(...addresses: Address[]): void {
    for (const address of addresses) this.active.add(address.toLowerCase());
  }

  async hasActiveProfile(address: Address): Promise<boolean> {
    if (this.down) throw new ProfileRegistryUnavailableError({ cause: new Error("connection refused") });
    return this.active.has(address.toLowerCase());
  }
}
