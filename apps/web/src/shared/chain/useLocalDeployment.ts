import { useEffect, useState } from "react";
import {
  settledLocalDeployment,
  startLocalDeploymentLoad,
  type LocalDeploymentState,
} from "./localDeploymentLoad.ts";

export type { LocalDeploymentState } from "./localDeploymentLoad.ts";

/** The local stack's deployment manifest, loaded once per page. */
export function useLocalDeployment(): LocalDeploymentState {
  const [state, setState] = useState<LocalDeploymentState>(
    () => settledLocalDeployment() ?? { status: "loading" },
  );
  const loading = state.status === "loading";
  useEffect(() => {
    if (!loading) return;
    let mounted = true;
    void startLocalDeploymentLoad().then((next) => {
      if (mounted) setState(next);
    });
    return () => {
      mounted = false;
    };
  }, [loading]);
  return state;
}
