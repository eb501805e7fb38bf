import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LanguageContext } from "../i18n/LanguageContext.ts";
import { EN } from "../i18n/languages.ts";
import { translate } from "../i18n/translate.ts";

/** Markup of `node` with the English texts (keys are the English text), for component tests. */
export function renderInEnglish(node: ReactNode): string {
  return renderToStaticMarkup(
    <LanguageContext.Provider
      value={{
        currentLanguage: EN,
        setLanguage: () => Promise.resolve(),
        isLoading: false,
        loadError: null,
        t: (key, data) => translate({}, key, data),
      }}
    >
      {node}
    </LanguageContext.Provider>,
  );
}
