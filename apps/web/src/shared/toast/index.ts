export { ToastProvider } from "./ToastProvider.tsx";
export { useToast } from "./useToast.ts";
export { MissingToastProviderError } from "./MissingToastProviderError.ts";
export type { ToastContextValue } from "./ToastContext.ts";
