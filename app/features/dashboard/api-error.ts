import { useCallback } from "react";
import { useApp } from "../../components/app-context.tsx";
import type { ApiResult } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

/**
 * Words a failed API call in the visitor's language: the caller's own message for a status it
 * expects, else the server's text in English, else a generic message for the kind of failure.
 */
export function useApiError() {
  const { t } = useTranslation();
  const { lang } = useApp();
  return useCallback(
    (result: ApiResult<unknown>, known: Partial<Record<number, string>> = {}) => {
      const own = known[result.status];
      if (own) return own;
      if (result.status === 0) return t("errors.network");
      if (result.status === 401) return t("errors.loginRequired");
      if (result.status === 403) return t("errors.forbidden");
      if (result.status === 429) return t("errors.tooMany");
      if (result.status >= 500) return t("errors.server");
      if (lang === "en" && result.error) return result.error;
      return t("errors.invalidInput");
    },
    [t, lang],
  );
}
