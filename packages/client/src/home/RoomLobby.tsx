import { useState } from 'react';
import { missionById, PERSONAL_CARD, type NewCharacter } from '@bomb-busters/engine/data';
import type { RoomInfo, RoomSeat } from '@bomb-busters/protocol';
import { BotIcon } from '../app/BotIcon';
import { ChosenSeed } from '../app/ChosenSeed';
import { roomPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { missionTitle } from '../logic/briefing';
import { DEFAULT_BOT_LEVEL } from '../logic/seats';
import { api, type ApiFailure, type ApiResult } from '../net/api';
import { hostTokenOf, readPrefs, saveSeat, writePrefs } from '../state/storage';
import { RulesLink } from '../rules/RulesLink';
import type { Table } from '../state/useTable';
import { ApiError } from './ApiError';
import { CampaignSheet } from './CampaignSheet';
import { cleanName, type SeatChoice } from './form';
import { NameField } from './NameField';
import { SeatChoiceSelect } from './SeatChoiceSelect';
import { CharacterSelect } from './CharacterSelect';
import { MissionRules, MissionSetup } from './MissionText';
import './home.css';

export interface RoomLobbyProps {
  readonly room: string;
  readonly table: Table;
  readonly token: string | undefined;
  readonly onClaimed: (token: string) => void;
}

const choiceOf = (seat: RoomSeat): SeatChoice =>
  seat.kind === 'person' ? 'person' : (seat.level ?? DEFAULT_BOT_LEVEL);
const freePersonSeats = (info: RoomInfo): number =>
  info.seats.filter((s) => s.kind === 'person' && !s.taken).length;

function SeatStatus({ seat }: { seat: RoomSeat }) {
  const { t } = useI18n();
  if (seat.kind === 'bot')
    return (
      <span className="seat-status">
        <BotIcon />
        {t(`home.seat.${choiceOf(seat)}`)}
      </span>
    );
  if (!seat.taken) return <span className="seat-status free">◌ {t('home.room.free')}</span>;
  return (
    <span className={`seat-status ${seat.connected ? 'online' : 'offline'}`}>
      {seat.connected ? '● ' : '○ '}
      {t(seat.connected ? 'home.room.online' : 'home.room.offline')}
    </span>
  );
}

function InviteLinks({ room }: { room: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}${roomPath(room)}`;
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="invite">
      <label className="field">
        <span>{t('home.room.inviteLabel')}</span>
        <input type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" data-action="copy-invite" onClick={copy}>
        {t('home.room.copy')}
      </button>
      <span role="status" className="hint">
        {copied ? `✔ ${t('home.room.copied')}` : ''}
      </span>
      <a href={`${roomPath(room)}?watch`} data-action="watch">
        {t('home.room.watch')}
      </a>
    </div>
  );
}

export function RoomLobby({ room, table, token, onClaimed }: RoomLobbyProps) {
  const { t, tn } = useI18n();
  const info = table.state.roomInfo;
  const mySeat = token ? table.state.seat : null;
  const hostToken = hostTokenOf(room);
  const [name, setName] = useState(() => readPrefs().name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  if (!info) return <p className="loading">{t('connection.connecting')}</p>;

  const call = async <T,>(request: Promise<ApiResult<T>>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    const result = await request;
    setBusy(false);
    if (result.ok) return result.value;
    setError(result);
    return null;
  };
  const claim = async (seat: number) => {
    const clean = cleanName(name);
    const claimed = await call(api.claimSeat(room, seat, clean));
    if (!claimed) return;
    if (clean) writePrefs({ name: clean });
    saveSeat({
      room,
      seat,
      token: claimed.token,
      name: clean ?? '',
      savedAt: new Date().toISOString(),
    });
    onClaimed(claimed.token);
  };
  const setChoice = (seat: number, choice: SeatChoice) =>
    hostToken &&
    void call(
      api.setSeat(room, {
        hostToken,
        seat,
        ...(choice === 'person' ? { kind: 'person' } : { kind: 'bot', level: choice }),
      }),
    );
  const start = () => hostToken && void call(api.start(room, hostToken));
  const chooseCharacter = (seat: number, character: NewCharacter | null) =>
    token && void call(api.chooseCharacter(room, { token, seat, character }));
  const stickerB = info.seats.some((s) => s.character !== undefined);
  const free = freePersonSeats(info);
  const canClaim = !token && free > 0;
  const game = info.game ?? 1;

  return (
    <div className="room-lobby">
      <section className="panel lobby-mission" aria-labelledby="lobby-title">
        <h1 id="lobby-title">{info.name ?? missionTitle(t, info.mission)}</h1>
        {info.name && <p className="mission-name">{missionTitle(t, info.mission)}</p>}
        <MissionSetup mission={info.mission} players={info.players} />
        <MissionRules mission={info.mission} />
        <p className="lobby-rules">
          <RulesLink />
        </p>
        <ul className="lobby-options">
          <li>{t(`home.stars.${info.options?.stars ?? 0}`)}</li>
          {info.options?.trainingAid && <li>{t('home.create.trainingAid')}</li>}
          {info.options?.freeChat === false && <li>{t('home.room.freeChatOff')}</li>}
          <li>
            {info.turnClock
              ? t('home.room.clock', { seconds: info.turnClock })
              : t('home.room.noClock')}
          </li>
        </ul>
        {info.chosenSeed && <ChosenSeed />}
        {game > 1 && (
          <p className="lobby-next-game" data-testid="lobby-next-game" role="status">
            {t(hostToken ? 'home.room.nextGameHost' : 'home.room.nextGame', { game })}
          </p>
        )}
      </section>

      <section className="panel lobby-seats" aria-labelledby="lobby-seats-title">
        <h2 id="lobby-seats-title">{t('home.create.seats')}</h2>
        {canClaim && <NameField value={name} onChange={setName} />}
        <ol className="lobby-seat-list">
          {info.seats.map((seat) => {
            const label = t('seat.name', { seat: seat.seat + 1 });
            // A person who left (not connected) may be replaced, e.g. by a bot for the next game.
            const editable = hostToken && !(seat.kind === 'person' && seat.taken && seat.connected);
            return (
              <li
                key={seat.seat}
                data-testid={`seat-${seat.seat}`}
                className={`lobby-seat${seat.seat === mySeat ? ' mine' : ''}`}
              >
                <span className="seat-label">
                  <strong>{label}</strong>
                  {seat.name && <span className="seat-person"> · {seat.name}</span>}
                  {seat.seat === mySeat && <span className="you-mark"> ★ {t('seat.you')}</span>}
                </span>
                {!(editable && seat.kind === 'bot') && <SeatStatus seat={seat} />}
                {editable && (
                  <label className="field compact">
                    <span className="visually-hidden">
                      {t('home.room.seatKind', { seat: label })}
                    </span>
                    <SeatChoiceSelect
                      value={choiceOf(seat)}
                      disabled={busy}
                      onChange={(choice) => setChoice(seat.seat, choice)}
                    />
                  </label>
                )}
                {seat.character !== undefined &&
                  (seat.seat === mySeat && seat.seat !== info.captain ? (
                    <CharacterSelect
                      info={info}
                      allowed={missionById(info.mission)?.newCharacters ?? []}
                      seat={seat.seat}
                      disabled={busy}
                      onChange={(character) => chooseCharacter(seat.seat, character)}
                    />
                  ) : (
                    <span className="seat-character" data-testid={`character-${seat.seat}`}>
                      {seat.character
                        ? t(`board.equipment.${PERSONAL_CARD[seat.character]}.name`)
                        : t('home.room.characterDouble')}
                    </span>
                  ))}
                {canClaim && seat.kind === 'person' && !seat.taken && (
                  <button
                    type="button"
                    className="primary"
                    data-action="claim"
                    disabled={busy}
                    aria-label={t('home.room.claimLabel', { seat: label })}
                    onClick={() => void claim(seat.seat)}
                  >
                    {t('home.room.claim')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        {stickerB && <p className="hint">{t('home.room.characterHint')}</p>}
        {hostToken ? (
          <div className="lobby-start">
            <button
              type="button"
              className="primary"
              data-action="start"
              disabled={busy || free > 0}
              aria-describedby={free > 0 ? 'start-blocked' : undefined}
              onClick={start}
            >
              {t('home.room.start')}
            </button>
            {free > 0 && (
              <p id="start-blocked" className="hint">
                {tn('home.room.startBlocked', free)}
              </p>
            )}
          </div>
        ) : (
          <p className="hint" role="status">
            {t('home.room.waiting')}
          </p>
        )}
        <ApiError error={error} />
      </section>

      <section className="panel lobby-invite" aria-labelledby="lobby-invite-title">
        <h2 id="lobby-invite-title">{t('home.room.invite')}</h2>
        <InviteLinks room={room} />
      </section>
      {info.campaign && (
        <CampaignSheet room={room} campaign={info.campaign} hostToken={hostToken ?? undefined} />
      )}
    </div>
  );
}
