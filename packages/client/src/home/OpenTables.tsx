import { navigate, roomPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { missionNameKey } from '../logic/missions';
import { api } from '../net/api';
import { ApiError } from './ApiError';
import { usePolled } from './usePolled';

const REFRESH_MS = 5000;
const loadLobby = () => api.lobby();

export function OpenTables() {
  const { t, tn } = useI18n();
  const lobby = usePolled(loadLobby, REFRESH_MS, 'lobby');
  return (
    <section className="open-tables panel" aria-labelledby="open-tables-title">
      <h2 id="open-tables-title">{t('home.lobby.title')}</h2>
      {lobby.state === 'loading' && <p className="loading">{t('common.loading')}</p>}
      {lobby.state === 'error' && <ApiError error={lobby.error} />}
      {lobby.state === 'ready' && (
        <ul className="room-list" data-testid="lobby-list" aria-live="polite">
          {lobby.value.rooms.length === 0 && <li className="empty">{t('home.lobby.empty')}</li>}
          {lobby.value.rooms.map((room) => (
            <li key={room.room} className="room-item">
              <span className="room-main">
                <strong>{room.name ?? t(missionNameKey(room.mission))}</strong>
                {room.name && <span> · {t(missionNameKey(room.mission))}</span>}
              </span>
              <span className="room-meta">
                {tn('home.lobby.players', room.players)} ·{' '}
                {tn('home.lobby.freeSeats', room.freeSeats)}
              </span>
              <button
                type="button"
                data-action="join"
                onClick={() => navigate(roomPath(room.room))}
                aria-label={t('home.lobby.joinLabel', {
                  table: room.name ?? t(missionNameKey(room.mission)),
                })}
              >
                {t('home.lobby.join')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
