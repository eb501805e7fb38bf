import { lazy, Suspense } from "react";
import type { TransactionPreviewProps } from "./TransactionPreview.tsx";

const TransactionPreviewChunk = lazy(async () => ({
  default: (await import("./TransactionPreview.tsx")).TransactionPreview,
}));

/**
 * The transaction preview, loaded with the first dialog that shows it: the simulation code, the probe's
 * bytecode, the preview's styles and texts add nothing to a page's first load. Nothing shows during
 * that short load; the preview says 'Simulating…' as soon as it mounts.
 */
export function TransactionPreview(props: TransactionPreviewProps) {
  return (
    <Suspense fallback={null}>
      <TransactionPreviewChunk {...props} />
    </Suspense>
  );
}
