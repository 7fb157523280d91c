import { MAX_NAME_LENGTH } from '@bomb-busters/protocol/constants';
import { useI18n } from '../i18n/I18n';

/** "Your name", as the table will show it (a label only, never an identity). */
export function NameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (name: string) => void;
}) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{t('home.yourName')}</span>
      <input
        type="text"
        autoComplete="nickname"
        maxLength={MAX_NAME_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
