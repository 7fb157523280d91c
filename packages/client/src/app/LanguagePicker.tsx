import { useI18n } from '../i18n/I18n';
import { isLanguage, LANGUAGES } from '../i18n/translate';

export function LanguagePicker() {
  const { t, language, setLanguage } = useI18n();
  return (
    <label className="language-picker">
      <span>{t('lang.label')}</span>{' '}
      <select
        data-testid="language"
        value={language}
        onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
