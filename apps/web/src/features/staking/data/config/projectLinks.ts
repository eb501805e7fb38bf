/**
 * Project sites by token symbol ('View Project Site'), as PancakeSwap's token registry lists them.
 * One table for every chain: the local tokens carry the symbols of the real ones.
 */
const projectLinksBySymbol: Readonly<Record<string, string>> = {
  BNB: "https://www.binance.com/",
  WBNB: "https://www.binance.com/",
  CAKE: "https://pancakeswap.finance/",
  BUSD: "https://www.paxos.com/busd/",
  USDT: "https://tether.to/",
  USDC: "https://www.centre.io/usdc",
  ETH: "https://ethereum.org/en/",
  BTCB: "https://bitcoin.org/",
  DOGE: "https://dogecoin.com/",
  SAFEMOON: "https://safemoon.net/",
  BONDLY: "https://www.bondly.finance/",
  DOT: "https://polkadot.network/",
  LINK: "https://chain.link/",
  UNI: "https://uniswap.org/",
  TWT: "https://trustwallet.com/",
  AXS: "https://axieinfinity.com/",
  SUSHI: "https://sushi.com/",
  COMP: "https://compound.finance/",
  INJ: "https://injectiveprotocol.com/",
  POTS: "https://moonpot.com/",
  TUSD: "https://www.trueusd.com/",
};

/** The token's project site; empty when it is not a known project. */
export function projectLinkOf(symbol: string): string {
  return projectLinksBySymbol[symbol] ?? "";
}
