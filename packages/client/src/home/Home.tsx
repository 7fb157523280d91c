import { useState } from 'react';
import { PageLink } from '../app/PageLink';
import { LEARN_PATH, rulesPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { forgetSeat, readSeats } from '../state/storage';
import { CreateTable } from './CreateTable';
import { History } from './History';
import { JoinByLink } from './JoinByLink';
import { MyGames } from './MyGames';
import { OpenTables } from './OpenTables';
import './home.css';

export function Home() {
  const { t } = useI18n();
  const [seats, setSeats] = useState(readSeats);
  const forget = (room: string) => {
    forgetSeat(room);
    setSeats(readSeats());
  };
  return (
    <div className="home">
      <h1 className="home-title">{t('home.title')}</h1>
      <p className="home-intro">
        {t('app.tagline')}{' '}
        <PageLink className="home-rules" href={rulesPath()} data-action="rules">
          {t('rules.link')}
        </PageLink>{' '}
        <PageLink className="home-rules" href={LEARN_PATH} data-action="learn">
          {t('learn.link')}
        </PageLink>
      </p>
      <div className="home-columns">
        <CreateTable />
        <div className="home-side">
          <JoinByLink />
          <MyGames seats={seats} onForget={forget} />
          <OpenTables />
          <History seats={seats} />
        </div>
      </div>
    </div>
  );
}
