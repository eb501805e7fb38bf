import { useCallback, useRef } from "react";
import { useUserSettings } from "../../settings/index.ts";

const DURATION_SECONDS = 0.18;

/**
 * A short rising chime for a submitted swap, synthesised with Web Audio (no sound file to load).
 * Silent when the user turned sounds off, or when the browser has no audio.
 */
export function usePlaySwapSound(): () => void {
  const { audioOn } = useUserSettings();
  const contextRef = useRef<AudioContext | null>(null);
  return useCallback(() => {
    if (!audioOn || typeof AudioContext === "undefined") return;
    try {
      contextRef.current ??= new AudioContext();
      const context = contextRef.current;
      const start = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(660, start);
      oscillator.frequency.exponentialRampToValueAtTime(1320, start + DURATION_SECONDS);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + DURATION_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + DURATION_SECONDS);
    } catch (error) {
      // A sound is a nicety: never let it break the swap flow.
      console.warn("Could not play the swap sound", error);
    }
  }, [audioOn]);
}
