import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Notice, classNames } from "../../../../shared/ui/index.ts";
import { ticketDigits } from "../../model/ticketDigits.ts";
import type { BuyTicketsFlow } from "../hooks/useBuyTicketsFlow.ts";
import styles from "./BuyTicketsModal.module.css";

/** 'View/Edit Numbers': each ticket's six digits, editable one by one, 'Randomize' and 'Confirm and buy'. */
export function EditNumbers({ flow }: { readonly flow: BuyTicketsFlow }) {
  const { t } = useTranslation();
  const hasDuplicates = flow.duplicates.size > 0;
  return (
    <div className={styles.body} data-testid="lottery-edit-numbers">
      <p className={styles.note}>
        {t(
          "Numbers are randomized, with no duplicates among your tickets. Tap a number to edit it. Available digits: 0-9",
        )}
      </p>
      <Button variant="secondary" size="sm" onClick={flow.randomize}>
        {t("Randomize")}
      </Button>
      <ol className={styles.tickets}>
        {flow.numbers.map((number, ticket) => (
          <li key={ticket} className={styles.ticket}>
            <span className={styles.ticketLabel}>#{String(ticket + 1).padStart(3, "0")}</span>
            <span
              className={classNames(styles.digits, flow.duplicates.has(ticket) && styles.duplicate)}
              data-testid="lottery-edit-ticket"
              data-number={number}
            >
              {ticketDigits(number).map((digit, position) => (
                <input
                  key={position}
                  className={styles.digitInput}
                  inputMode="numeric"
                  maxLength={1}
                  aria-label={t("Ticket %ticket%, digit %position%", {
                    ticket: String(ticket + 1),
                    position: String(position + 1),
                  })}
                  value={digit}
                  onChange={(event) => {
                    const typed = event.target.value.replace(/\D/g, "").slice(-1);
                    if (typed !== "") flow.setDigit(ticket, position, Number(typed));
                  }}
                  onFocus={(event) => event.target.select()}
                />
              ))}
            </span>
          </li>
        ))}
      </ol>
      {hasDuplicates && (
        <Notice variant="danger">{t("Duplicate numbers: each of your tickets needs its own number")}</Notice>
      )}
      <Button fullWidth disabled={hasDuplicates || flow.buying} isLoading={flow.buying} onClick={flow.buy}>
        {t("Confirm and buy")}
      </Button>
    </div>
  );
}
