import { useI18n } from '../i18n/I18n';
import type { ApiFailure } from '../net/api';

/** A failed call in words, with when to retry if the server said; nothing while there is none. */
export function ApiError({ error }: { error: ApiFailure | null }) {
  const { t, tn } = useI18n();
  if (!error) return null;
  const { code, retryAfterMs } = error;
  return (
    <p role="alert" className="api-error">
      {t(`error.${code}`)}
      {retryAfterMs !== undefined &&
        ` ${tn('error.retryIn', Math.max(1, Math.ceil(retryAfterMs / 1000)))}`}
    </p>
  );
}
