import { rulesPath } from '../app/router';
import { useI18n } from '../i18n/I18n';

/**
 * The rules page in a new tab, from a place that must stay as it is (the lobby waiting for the
 * start, the table in play); `section` opens it at one rule, named by `title`.
 */
export function RulesLink({
  section,
  title,
  className,
}: {
  section?: string;
  title?: string;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <a
      className={className}
      href={rulesPath(section)}
      target="_blank"
      rel="noopener"
      data-action="rules"
    >
      {title === undefined ? t('rules.link.newTab') : t('rules.link.section', { title })}
    </a>
  );
}
