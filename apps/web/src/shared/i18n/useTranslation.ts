import { useContext } from "react";
import { LanguageContext, type LanguageContextValue } from "./LanguageContext.ts";

export function useTranslation(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (context === undefined) throw new Error("Language context is undefined");
  return context;
}
