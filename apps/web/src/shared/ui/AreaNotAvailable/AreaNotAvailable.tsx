import { useTranslation } from "../../i18n/index.ts";
import { Notice } from "../Notice/Notice.tsx";
import { classNames } from "../classNames.ts";
import { Heading } from "../Text/Heading.tsx";
import styles from "./AreaNotAvailable.module.css";

export interface AreaNotAvailableProps {
  /** The area's name, already translated. */
  title: string;
  /** h1 when the area is the page, h2 when it is a section of one. */
  headingLevel?: "h1" | "h2";
}

/** Stands in for an area of the app that is not built yet, instead of showing made-up content. */
export function AreaNotAvailable({ title, headingLevel = "h1" }: AreaNotAvailableProps) {
  const { t } = useTranslation();
  return (
    <section className={classNames(styles.area, headingLevel === "h1" && styles.page)}>
      <Heading as={headingLevel} scale={headingLevel === "h1" ? "xl" : "lg"}>
        {title}
      </Heading>
      <Notice>{t("This area is not available yet.")}</Notice>
    </section>
  );
}
