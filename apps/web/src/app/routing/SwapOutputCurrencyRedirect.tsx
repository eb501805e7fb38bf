import { Navigate, useLocation, useParams } from "react-router";
import { swapPathWithOutputCurrency } from "./swapRedirects.ts";

/** /swap/{outputCurrency} → /swap?outputCurrency={outputCurrency}. */
export function SwapOutputCurrencyRedirect() {
  const { outputCurrency = "" } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={swapPathWithOutputCurrency(outputCurrency, search, hash)} replace />;
}
