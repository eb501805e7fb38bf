export { ConnectWalletButton } from "./components/ConnectWalletButton.tsx";
export { WalletButton } from "./components/WalletButton.tsx";
export { WalletGate } from "./components/WalletGate.tsx";
export { shortenAddress } from "./model/shortenAddress.ts";
