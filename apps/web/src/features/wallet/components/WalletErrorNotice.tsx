import { useTranslation } from "../../../shared/i18n/index.ts";
import { Notice } from "../../../shared/ui/index.ts";
import type { WalletErrorMessage } from "../model/mapWalletError.ts";

/** A failed wallet login, in the spec's words (or the library's own, for errors the spec does not name). */
export function WalletErrorNotice({ error }: { error: WalletErrorMessage }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Notice variant="danger" title={error.translatable ? t(error.title) : error.title}>
        {error.translatable ? t(error.description) : error.description}
      </Notice>
    </div>
  );
}
