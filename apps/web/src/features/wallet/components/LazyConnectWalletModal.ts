import { lazyDialog } from "../../../shared/ui/index.ts";

/** ConnectWalletModal, loaded when first opened: the wallet list is not needed to show a page. */
export const LazyConnectWalletModal = lazyDialog(() =>
  import("./ConnectWalletModal.tsx").then((module) => module.ConnectWalletModal),
);
