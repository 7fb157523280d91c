import { I18nProvider, useI18n } from '../i18n/I18n';
import { deferred } from './deferred';
import { LanguagePicker } from './LanguagePicker';
import { NotFound } from './NotFound';
// The room page ships with the app: an invite link opens its socket without another download.
import { RoomPage } from './RoomPage';
import { PageLink } from './PageLink';
import { useRoute } from './router';

// One chunk per page: a player opening an invite downloads the table, not the home page.
// The home page's mission picker shows the campaign's boxes.
const Home = deferred(() => import('../home/Home').then((m) => m.Home), {
  parts: ['home', 'campaign'],
});
const Replay = deferred(() => import('../replay/Replay').then((m) => m.Replay), {
  parts: ['replay'],
});
const RulesPage = deferred(() => import('../rules/RulesPage').then((m) => m.RulesPage), {
  parts: ['rules'],
});
const LearnPage = deferred(() => import('../learn/LearnPage').then((m) => m.LearnPage), {
  parts: ['learn'],
});

function Page() {
  const route = useRoute();
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
    case 'rules':
      return <RulesPage />;
    case 'learn':
      return <LearnPage />;
    case 'notFound':
      return <NotFound />;
  }
}

/** The favicon's bomb, drawn inline: no emoji font needed. */
function BombIcon() {
  return (
    <svg className="app-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="15" cy="18" r="11" fill="#222" stroke="#a9b3c1" strokeWidth="1.5" />
      <path d="M22 8l4-4" stroke="#e8a33d" strokeWidth="3" strokeLinecap="round" />
      <circle cx="11" cy="14" r="3" fill="#777" />
    </svg>
  );
}

function Frame() {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToMain')}
      </a>
      <header className="app-header">
        <PageLink className="app-title" href="/">
          <BombIcon /> {t('app.title')}
        </PageLink>
        <LanguagePicker />
      </header>
      <main id="main" tabIndex={-1}>
        <Page />
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
