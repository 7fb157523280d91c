import { LEARN_PATH } from '../app/router';
import { useI18n } from '../i18n/I18n';

/** The first game in a new tab, from a place that must stay as it is (the table in play). */
export function LearnLink({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <a className={className} href={LEARN_PATH} target="_blank" rel="noopener" data-action="learn">
      {t('learn.link.newTab')}
    </a>
  );
}
