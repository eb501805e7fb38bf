import { lazy, Suspense } from "react";
import type { CurrencySelectModalProps } from "./CurrencySelectModal.tsx";

// The search, the virtualised list and the list management load on the first click, not with the page.
const CurrencySelectModal = lazy(() =>
  import("./CurrencySelectModal.tsx").then((module) => ({ default: module.CurrencySelectModal })),
);

/** CurrencySelectModal, loaded when first opened; nothing shows during that short wait. */
export function LazyCurrencySelectModal(props: CurrencySelectModalProps) {
  return (
    <Suspense fallback={null}>
      <CurrencySelectModal {...props} />
    </Suspense>
  );
}
