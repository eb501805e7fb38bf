import { useTranslation, type TranslatableText } from "../../../shared/i18n/index.ts";
import { Notice } from "../../../shared/ui/index.ts";

/** Why publishing a proposal or a vote failed: the hub's reason as it gave it, or the app's text. */
export function HubFailureNotice({
  failure,
}: {
  readonly failure: { readonly reason: string } | TranslatableText;
}) {
  const { t } = useTranslation();
  return (
    <Notice variant="danger">
      <p data-testid="voting-hub-error">
        {"reason" in failure ? failure.reason : t(failure.key, failure.data)}
      </p>
    </Notice>
  );
}
