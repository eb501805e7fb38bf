import { useCallback } from "react";
import { useUserSettings } from "../../settings/index.ts";

let audioContext: AudioContext | undefined;

/**
 * A short 'pop' when a token is picked (spec 000 section 2), only with the audio setting on. Synthesised,
 * so the app ships no sound file; a browser without Web Audio stays silent.
 */
export function useSelectSound(): () => void {
  const { audioOn } = useUserSettings();
  return useCallback(() => {
    if (!audioOn || typeof AudioContext === "undefined") return;
    audioContext ??= new AudioContext();
    const oscillator = audioContext.createOscillator();
    const gain = audioContext.createGain();
    const now = audioContext.currentTime;
    oscillator.frequency.setValueAtTime(660, now);
    oscillator.frequency.exponentialRampToValueAtTime(990, now + 0.08);
    gain.gain.setValueAtTime(0.08, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.12);
    oscillator.connect(gain).connect(audioContext.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.12);
  }, [audioOn]);
}
