import { lazy, Suspense } from 'react';
import { I18nProvider, useI18n } from '../i18n/I18n';
import { LanguagePicker } from './LanguagePicker';
import { navigate, useRoute } from './router';

// One chunk per page: a player opening an invite downloads the table, not the home page.
const Home = lazy(() => import('../home/Home').then((m) => ({ default: m.Home })));
const RoomPage = lazy(() => import('./RoomPage').then((m) => ({ default: m.RoomPage })));
const Replay = lazy(() => import('../replay/Replay').then((m) => ({ default: m.Replay })));

function Page() {
  const route = useRoute();
  const { t } = useI18n();
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'room':
      return <RoomPage key={route.room} room={route.room} watch={route.watch} />;
    case 'replay':
      return (
        <Replay
          key={route.room}
          room={route.room}
          game={route.game}
          seat={route.seat}
          step={route.step}
        />
      );
    case 'notFound':
      return <p role="alert">{t('error.NOT_FOUND')}</p>;
  }
}

function Frame() {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToMain')}
      </a>
      <header className="app-header">
        <a
          className="app-title"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          <span aria-hidden="true">💣</span> {t('app.title')}
        </a>
        <LanguagePicker />
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
          <Page />
        </Suspense>
      </main>
    </>
  );
}

export function App() {
  return (
    <I18nProvider>
      <Frame />
    </I18nProvider>
  );
}
