import { useState } from "react";
import { shownPicture } from "../model/shownPicture.ts";
import { DefaultAvatar } from "./DefaultAvatar.tsx";

export interface ProfileAvatarProps {
  /** The picture's URL; undefined or '' when none is known. */
  readonly image: string | undefined;
  /** The picture's alternative text ('' when the surrounding control already names it). */
  readonly alt: string;
  readonly size: number;
  /** Translated name of the default figure; without one it is decorative. */
  readonly fallbackLabel?: string;
  readonly imageTestId: string;
}

/**
 * A profile picture, or the default figure when there is none or it fails to load (its host, usually
 * Griddle's API, is down): never an empty frame or a broken image.
 */
export function ProfileAvatar({ image, alt, size, fallbackLabel, imageTestId }: ProfileAvatarProps) {
  const [failedImage, setFailedImage] = useState<string>();
  const shown = shownPicture(image, failedImage);
  if (shown === undefined) return <DefaultAvatar label={fallbackLabel} />;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      data-testid={imageTestId}
      onError={() => setFailedImage(shown)}
    />
  );
}
