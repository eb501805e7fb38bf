/** A hue (0-359) derived from a token address, so each token keeps its colour everywhere. */
export function logoHue(address: string): number {
  let hash = 0;
  for (const character of address.toLowerCase().slice(2)) hash = (hash * 31 + character.charCodeAt(0)) % 360;
  return hash;
}
