import { encodeDeployData, parseUnits, type Address } from "viem";
import {
  BEP20TokenArtifact,
  CakeTokenArtifact,
  FeeCollectorArtifact,
  GriddleFactoryArtifact,
  GriddleRouterArtifact,
  MulticallArtifact,
  ReflectionTokenArtifact,
  WBNBArtifact,
} from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { LocalTokenDefinition, LocalTokenSymbol } from "./localTokens.ts";

export interface DeployedContracts {
  readonly wbnb: Address;
  readonly factory: Address;
  readonly router: Address;
  readonly multicall: Address;
  readonly feeCollector: Address;
  /** Every token of the list by symbol, WBNB and CAKE included. */
  readonly tokens: ReadonlyMap<LocalTokenSymbol, Address>;
  /** Block of the first deployment: where indexers start. */
  readonly startBlock: number;
}

/**
 * Deploys every contract from the deployer in one fixed order (WBNB, factory, router, the tokens in
 * list order, multicall, fee collector), so a fresh chain always gets the same addresses. The deployer
 * receives every token supply, sets the fee and owns CAKE, the reflection token and the collector.
 */
export async function deployContracts(
  sender: TransactionSender,
  tokenList: readonly LocalTokenDefinition[],
): Promise<DeployedContracts> {
  const deployer = sender.deployer;
  const wbnb = await sender.deploy("deploy WBNB", encodeDeployData({ ...WBNBArtifact }));
  const factory = await sender.deploy(
    "deploy GriddleFactory",
    encodeDeployData({ ...GriddleFactoryArtifact, args: [deployer] }),
  );
  const router = await sender.deploy(
    "deploy GriddleRouter",
    encodeDeployData({ ...GriddleRouterArtifact, args: [factory, wbnb] }),
  );

  const tokens = new Map<LocalTokenSymbol, Address>();
  for (const token of tokenList) {
    const supply = parseUnits(token.supply.toString(), token.decimals);
    const step = `deploy ${token.symbol}`;
    switch (token.kind) {
      case "wrappedNative":
        tokens.set(token.symbol, wbnb);
        break;
      case "cake":
        tokens.set(
          token.symbol,
          await sender.deploy(step, encodeDeployData({ ...CakeTokenArtifact, args: [deployer] })),
        );
        break;
      case "reflection":
        tokens.set(
          token.symbol,
          await sender.deploy(
            step,
            encodeDeployData({
              ...ReflectionTokenArtifact,
              args: [token.name, token.symbol, token.decimals, supply, deployer, router],
            }),
          ),
        );
        break;
      case "plain":
        tokens.set(
          token.symbol,
          await sender.deploy(
            step,
            encodeDeployData({
              ...BEP20TokenArtifact,
              args: [token.name, token.symbol, token.decimals, supply, deployer],
            }),
          ),
        );
        break;
    }
  }
  const cake = tokens.get("CAKE");
  if (cake === undefined) throw new Error("The token list has no CAKE");

  const multicall = await sender.deploy("deploy Multicall", encodeDeployData({ ...MulticallArtifact }));
  const feeCollector = await sender.deploy(
    "deploy FeeCollector",
    encodeDeployData({ ...FeeCollectorArtifact, args: [factory, cake, wbnb, deployer, deployer] }),
  );

  const receipts = await sender.confirm();
  const startBlock = Number(receipts[0]?.blockNumber ?? 0n);
  return { wbnb, factory, router, multicall, feeCollector, tokens, startBlock };
}
