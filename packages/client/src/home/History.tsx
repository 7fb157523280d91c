import type { GameListItem } from '@bomb-busters/protocol';
import { BotIcon } from '../app/BotIcon';
import { navigate, replayPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { missionNameKey } from '../logic/missions';
import { finishedByBot } from '../logic/seats';
import { api, type ApiResult } from '../net/api';
import type { SavedSeat } from '../state/storage';
import { ApiError } from './ApiError';
import { CampaignProgress } from './CampaignSheet';
import { historyRooms, type HistoryRoom } from './history';
import { usePolled } from './usePolled';

/** Every saved token's history; one failing token (a forgotten room) does not hide the others. */
async function loadHistory(seats: readonly SavedSeat[]): Promise<ApiResult<HistoryRoom[]>> {
  const results = await Promise.all(seats.map((s) => api.history(s.token)));
  const answers = seats.flatMap((s, i) => {
    const result = results[i];
    return result?.ok ? [{ seat: s.seat, rooms: result.value.rooms }] : [];
  });
  const failed = results.find((r) => !r.ok);
  if (answers.length === 0 && failed && !failed.ok) return failed;
  return { ok: true, value: historyRooms(answers) };
}

export function History({ seats }: { seats: readonly SavedSeat[] }) {
  const { t } = useI18n();
  const history = usePolled(() => loadHistory(seats), 0, seats.map((s) => s.token).join(','));
  return (
    <section className="history panel" aria-labelledby="history-title">
      <h2 id="history-title">{t('home.history.title')}</h2>
      {history.state === 'loading' && <p className="loading">{t('common.loading')}</p>}
      {history.state === 'error' && <ApiError error={history.error} />}
      {history.state === 'ready' && (
        <ul className="history-tables" data-testid="history">
          {history.value.length === 0 && <li className="empty">{t('home.history.empty')}</li>}
          {history.value.map((table) => (
            <li key={table.room} className="history-table" data-room={table.room}>
              <p className="history-table-title">
                <strong>{table.name ?? t(missionNameKey(table.games[0]?.mission ?? 1))}</strong>
                {table.campaign && (
                  <>
                    {' · '}
                    <CampaignProgress campaign={table.campaign} />
                  </>
                )}
              </p>
              <ul className="room-list">
                {table.games.map((game) => (
                  <HistoryGameItem key={game.game} table={table} game={game} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryGameItem({ table, game }: { table: HistoryRoom; game: GameListItem }) {
  const { t } = useI18n();
  const { room, name, seat } = table;
  const replay = replayPath(room, { game: game.game, seat });
  const mission = t(missionNameKey(game.mission));
  return (
    <li className="room-item">
      <span className="room-main">
        <strong>{name ?? mission}</strong>
        <span> · {t('home.history.game', { game: game.game })}</span>
      </span>
      <span className="room-meta">
        {name && `${mission} · `}
        <span className={`result ${game.result}`} data-result={game.result}>
          {game.result === 'won' ? '✔ ' : '✖ '}
          {t(
            game.cause === 'surrendered'
              ? 'home.result.surrendered'
              : `home.result.${game.result ?? 'lost'}`,
          )}
        </span>
        {' · '}
        {t('home.history.captain', { seat: game.captain + 1 })}
        {finishedByBot(game, seat) && (
          <>
            {' · '}
            <span className="bot-finished" data-testid="bot-finished">
              <BotIcon />
              {t('seats.history.botFinished')}
            </span>
          </>
        )}
      </span>
      <span className="room-actions">
        <a
          href={replay}
          data-action="replay"
          onClick={(e) => {
            e.preventDefault();
            navigate(replay);
          }}
        >
          {t('home.history.replay')}
        </a>
        <a
          href={api.recordUrl(room, game.game)}
          download={`bomb-busters-${room}-${game.game}.json`}
          data-action="record"
        >
          {t('home.history.record')}
        </a>
      </span>
    </li>
  );
}
