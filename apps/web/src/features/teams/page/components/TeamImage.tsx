import type { Team } from "../../model/Team.ts";
import styles from "./TeamImage.module.css";

/** A team's picture in its colours; its initial on its colour while the API gave no picture. */
export function TeamImage({ team, size }: { team: Team; size: number }) {
  const style = { width: size, height: size, background: team.look?.background, color: team.look?.textColor };
  return team.look ? (
    <img className={styles.image} src={team.look.images.md} alt="" width={size} height={size} style={style} />
  ) : (
    <span className={styles.fallback} style={style} aria-hidden>
      {team.name.slice(0, 1)}
    </span>
  );
}
