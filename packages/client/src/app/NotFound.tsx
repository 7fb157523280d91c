import { useI18n } from '../i18n/I18n';
import { navigate } from './router';
import './not-found.css';

/** The app's own page for an address it does not know (the server answers such pages with 404). */
export function NotFound() {
  const { t } = useI18n();
  return (
    <section className="not-found" data-testid="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a
          className="button"
          href="/"
          data-action="home"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {t('notFound.home')}
        </a>
      </p>
    </section>
  );
}
