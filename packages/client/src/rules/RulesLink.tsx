import { rulesPath } from '../app/router';
import { useI18n } from '../i18n/I18n';

/**
 * The rules page in a new tab, from a place that must stay as it is (the lobby waiting for the
 * start, the table in play); `section` opens it at one rule.
 */
export function RulesLink({ section, className }: { section?: string; className?: string }) {
  const { t } = useI18n();
  return (
    <a
      className={className}
      href={rulesPath(section)}
      target="_blank"
      rel="noopener"
      data-action="rules"
    >
      {t('rules.link.newTab')}
    </a>
  );
}
