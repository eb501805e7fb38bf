import { useContext } from "react";
import { MissingToastProviderError } from "./MissingToastProviderError.ts";
import { ToastContext, type ToastContextValue } from "./ToastContext.ts";

/** Shows toasts in the corner stack; titles should already be translated. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (context === undefined) throw new MissingToastProviderError();
  return context;
}
