import { Navigate, useParams } from "react-router";
import { removeLiquidityRedirect } from "./liquidityRedirects.ts";

/** /remove/{tokens}: splits a hyphen-joined address pair, otherwise goes to /pool. */
export function RemoveLiquidityTokensRedirect() {
  const { tokens = "" } = useParams();
  return <Navigate to={removeLiquidityRedirect(tokens)} replace />;
}
