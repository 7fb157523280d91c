import { useI18n } from '../i18n/I18n';
import { PageLink } from './PageLink';
import './not-found.css';

/** The app's own page for an address it does not know (the server answers such pages with 404). */
export function NotFound() {
  const { t } = useI18n();
  return (
    <section className="not-found" data-testid="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <PageLink className="button" href="/" data-action="home">
          {t('notFound.home')}
        </PageLink>
      </p>
    </section>
  );
}
