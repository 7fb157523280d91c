import { navigate, roomPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { missionNameKey } from '../logic/missions';
import { api } from '../net/api';
import type { SavedSeat } from '../state/storage';
import { ApiError } from './ApiError';
import { usePolled } from './usePolled';

const REFRESH_MS = 10000;

function SavedGame({ saved, onForget }: { saved: SavedSeat; onForget: () => void }) {
  const { t } = useI18n();
  const info = usePolled(() => api.room(saved.room), REFRESH_MS, saved.room);
  const title =
    info.state === 'ready'
      ? (info.value.name ?? t(missionNameKey(info.value.mission)))
      : saved.room;
  return (
    <li className="room-item">
      <span className="room-main">
        <strong>{title}</strong>
        <span>
          {' '}
          · {t('seat.name', { seat: saved.seat + 1 })}
          {saved.name && ` (${saved.name})`}
        </span>
      </span>
      <span className="room-meta">
        {info.state === 'loading' && t('common.loading')}
        {info.state === 'ready' && t(`home.status.${info.value.status}`)}
      </span>
      {info.state === 'error' && <ApiError error={info.error} />}
      <span className="room-actions">
        {info.state !== 'error' && (
          <button
            type="button"
            data-action="resume"
            aria-label={t('home.mine.resumeLabel', { table: title })}
            onClick={() => navigate(roomPath(saved.room))}
          >
            {t('home.mine.resume')}
          </button>
        )}
        <button
          type="button"
          data-action="forget"
          aria-label={t('home.mine.forgetLabel', { table: title })}
          onClick={onForget}
        >
          {t('home.mine.forget')}
        </button>
      </span>
    </li>
  );
}

export function MyGames({
  seats,
  onForget,
}: {
  seats: readonly SavedSeat[];
  onForget: (room: string) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="my-games panel" aria-labelledby="my-games-title">
      <h2 id="my-games-title">{t('home.mine.title')}</h2>
      <ul className="room-list" data-testid="my-games">
        {seats.length === 0 && <li className="empty">{t('home.mine.empty')}</li>}
        {seats.map((saved) => (
          <SavedGame key={saved.room} saved={saved} onForget={() => onForget(saved.room)} />
        ))}
      </ul>
    </section>
  );
}
