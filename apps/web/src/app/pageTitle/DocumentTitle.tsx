import { useLocation } from "react-router";
import { useCakePriceUsd } from "../../features/price/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { getPageTitle } from "./getPageTitle.ts";
import { useDocumentTitle } from "./useDocumentTitle.ts";

/**
 * Keeps the tab title on the page's title and CAKE's price. A component of its own, rendering
 * nothing, so that each block's price reaches only it and not the header and page beside it.
 */
export function DocumentTitle() {
  const { t, currentLanguage } = useTranslation();
  const { pathname } = useLocation();
  const cakePriceUsd = useCakePriceUsd();
  useDocumentTitle(getPageTitle(pathname, cakePriceUsd, t, currentLanguage.locale));
  return null;
}
