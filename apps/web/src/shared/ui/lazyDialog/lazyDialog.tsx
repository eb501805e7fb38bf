import { lazy, Suspense, type ComponentType } from "react";

/**
 * A dialog whose code loads when it first opens, not with the page that offers it: render it only
 * while open. Nothing shows during the short wait; the dialog then mounts and takes focus as usual.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
