import { useI18n } from '../i18n/I18n';
import type { ApiErrorCode } from '../net/api';

/** A failed call in words; nothing while there is no error. */
export function ApiError({ code }: { code: ApiErrorCode | null }) {
  const { t } = useI18n();
  if (!code) return null;
  return (
    <p role="alert" className="api-error">
      {t(`error.${code}`)}
    </p>
  );
}
