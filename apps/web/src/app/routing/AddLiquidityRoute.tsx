import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { addLiquidityRedirect } from "./liquidityRedirects.ts";

/** Applies the add-liquidity route rules to /add/… and /create/…, else shows the page (`children`). */
export function AddLiquidityRoute({ children }: { children: ReactNode }) {
  const { currencyIdA, currencyIdB } = useParams();
  const redirect = currencyIdA === undefined ? null : addLiquidityRedirect(currencyIdA, currencyIdB);
  return redirect === null ? children : <Navigate to={redirect} replace />;
}
