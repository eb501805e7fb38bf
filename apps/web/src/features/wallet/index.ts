export { ConnectWalletModal } from "./components/ConnectWalletModal.tsx";
export { WalletButton } from "./components/WalletButton.tsx";
export { WalletGate } from "./components/WalletGate.tsx";
