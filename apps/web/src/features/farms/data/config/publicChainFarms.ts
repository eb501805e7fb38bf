import { getAddress } from "viem";
import {
  BSC_MAINNET_CHAIN_ID,
  BSC_TESTNET_CHAIN_ID,
  PUBLIC_CHAIN_CONTRACTS,
} from "../../../../shared/chain/index.ts";
import { projectLinkOf } from "../../../staking/index.ts";
import type { FarmConfig, FarmToken } from "../../model/Farm.ts";

function farmToken(address: string, symbol: string): FarmToken {
  // Every token below has 18 decimals on BNB Smart Chain.
  return { address: getAddress(address), symbol, decimals: 18, projectLink: projectLinkOf(symbol) };
}

/** BNB Smart Chain tokens of the farms below, as PancakeSwap's token registry lists them. */
const mainnet = {
  wbnb: farmToken(PUBLIC_CHAIN_CONTRACTS[BSC_MAINNET_CHAIN_ID].wbnb, "WBNB"),
  cake: farmToken(PUBLIC_CHAIN_CONTRACTS[BSC_MAINNET_CHAIN_ID].cake, "CAKE"),
  busd: farmToken("0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", "BUSD"),
  usdt: farmToken("0x55d398326f99059fF775485246999027B3197955", "USDT"),
  eth: farmToken("0x2170Ed0880ac9A755fd29B2688956BD959F933F8", "ETH"),
  btcb: farmToken("0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c", "BTCB"),
  dot: farmToken("0x7083609fCE4d1d8Dc0C979AAb8c869Ea2C873402", "DOT"),
  link: farmToken("0xF8A0BF9cF54Bb92F17374d9e9A321E6a111a51bD", "LINK"),
  twt: farmToken("0x4B0F1812e5Df2A09796481Ff14017e6005508003", "TWT"),
} as const;

function coreFarm(
  pid: number,
  lpSymbol: string,
  lpAddress: string,
  token: FarmToken,
  quoteToken: FarmToken,
): FarmConfig {
  return { pid, lpSymbol, lpAddress: getAddress(lpAddress), token, quoteToken, isCommunity: false };
}

/**
 * A selection of PancakeSwap's published farms on BNB Smart Chain's MasterChef (v1): CAKE-BNB (251)
 * and BUSD-BNB (252) first, as PancakeSwap lists them, then core farms by pid. Allocation points,
 * and with them multipliers and finished state, are read from the contract.
 */
const mainnetFarms: readonly FarmConfig[] = [
  coreFarm(251, "CAKE-BNB LP", "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0", mainnet.cake, mainnet.wbnb),
  coreFarm(252, "BUSD-BNB LP", "0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16", mainnet.busd, mainnet.wbnb),
  coreFarm(255, "DOT-BNB LP", "0xDd5bAd8f8b360d76d12FdA230F8BAF42fe0022CF", mainnet.dot, mainnet.wbnb),
  coreFarm(257, "LINK-BNB LP", "0x824eb9faDFb377394430d2744fa7C42916DE3eCe", mainnet.link, mainnet.wbnb),
  coreFarm(258, "USDT-BUSD LP", "0x7EFaEf62fDdCCa950418312c6C91Aef321375A00", mainnet.usdt, mainnet.busd),
  coreFarm(259, "TWT-BNB LP", "0x3DcB1787a95D2ea0Eb7d00887704EeBF0D79bb13", mainnet.twt, mainnet.wbnb),
  coreFarm(261, "ETH-BNB LP", "0x74E4716E431f45807DCF19f284c7aA99F18a4fbc", mainnet.eth, mainnet.wbnb),
  coreFarm(262, "BTCB-BNB LP", "0x61EB789d75A95CAa3fF50ed7E47b96c132fEc082", mainnet.btcb, mainnet.wbnb),
  coreFarm(264, "USDT-BNB LP", "0x16b9a82891338f9bA80E2D6970FddA79D1eb0daE", mainnet.usdt, mainnet.wbnb),
  coreFarm(389, "CAKE-BUSD LP", "0x804678fa97d91B974ec2af3c843270886528a9E6", mainnet.cake, mainnet.busd),
];

/**
 * The farm catalogue of BNB Smart Chain and its testnet, on PancakeSwap's MasterChef (v1). PancakeSwap
 * published no testnet farm list whose pids match its testnet MasterChef, so the testnet has none.
 */
export const PUBLIC_CHAIN_FARMS: Readonly<Record<number, readonly FarmConfig[]>> = {
  [BSC_MAINNET_CHAIN_ID]: mainnetFarms,
  [BSC_TESTNET_CHAIN_ID]: [],
};
