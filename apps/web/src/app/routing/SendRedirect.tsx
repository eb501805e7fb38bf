import { Navigate, useLocation } from "react-router";
import { swapPathForSend } from "./swapRedirects.ts";

/** /send → /swap, keeping the query string and hash. */
export function SendRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={swapPathForSend(search, hash)} replace />;
}
