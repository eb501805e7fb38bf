import { useCallback, useEffect, useState } from "react";

/** How long 'Copied' stays visible after a copy (spec 000 section 8). */
export const COPY_FEEDBACK_DURATION_MS = 1000;

export type CopyStatus = "idle" | "copied" | "failed";

/**
 * Writes text to the clipboard and reports the outcome for COPY_FEEDBACK_DURATION_MS. Copying is
 * unavailable outside secure contexts and can be denied; that shows as "failed", with the cause logged.
 */
export function useCopyToClipboard(): { copy: (text: string) => Promise<void>; status: CopyStatus } {
  // `attempt` restarts the timer when the user copies again while feedback is still showing.
  const [result, setResult] = useState<{ status: CopyStatus; attempt: number }>({
    status: "idle",
    attempt: 0,
  });

  useEffect(() => {
    if (result.status === "idle") return;
    const timer = setTimeout(
      () => setResult((current) => ({ ...current, status: "idle" })),
      COPY_FEEDBACK_DURATION_MS,
    );
    return () => clearTimeout(timer);
  }, [result]);

  const copy = useCallback(async (text: string) => {
    let status: CopyStatus = "copied";
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error("Clipboard write failed", error);
      status = "failed";
    }
    setResult((current) => ({ status, attempt: current.attempt + 1 }));
  }, []);

  return { copy, status: result.status };
}
