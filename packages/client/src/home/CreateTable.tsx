import { useState, type FormEvent } from 'react';
import { missionDrawsCaptain } from '@bomb-busters/engine/data';
import { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '@bomb-busters/protocol/constants';
import { navigate, roomPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import { missionTitle } from '../logic/briefing';
import { api, type ApiFailure } from '../net/api';
import { readPrefs, saveHostToken, saveSeat, writePrefs } from '../state/storage';
import { ApiError } from './ApiError';
import {
  cleanName,
  createRequest,
  defaultForm,
  hostSeat,
  missionOfQuery,
  TURN_CLOCKS,
  withMission,
  withPlayers,
  withSeat,
  type Stars,
  type TableForm,
} from './form';
import { NameField } from './NameField';
import { SeatChoiceSelect } from './SeatChoiceSelect';
import { MissionPicker } from './MissionPicker';

const PLAYER_COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + 2);
const STARS: readonly Stars[] = [0, 1, 2];

/** Creates the room, claims the creator's seat and opens the room page. */
async function createTable(form: TableForm): Promise<ApiFailure | null> {
  const created = await api.createRoom(createRequest(form));
  if (!created.ok) return created;
  const { room, hostToken } = created.value;
  saveHostToken(room, hostToken);
  const name = cleanName(form.yourName);
  if (name) writePrefs({ name });
  const seat = hostSeat(form);
  if (seat === null) {
    navigate(`${roomPath(room)}?watch`);
    return null;
  }
  const claimed = await api.claimSeat(room, seat, name);
  if (!claimed.ok) return claimed;
  saveSeat({
    room,
    seat,
    token: claimed.value.token,
    name: name ?? '',
    savedAt: new Date().toISOString(),
  });
  navigate(roomPath(room));
  return null;
}

/** A table option to tick, with the line that says what it does (its description). */
function OptionWithHint(props: {
  option: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  const hint = `${props.option}-hint`;
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          data-option={props.option}
          checked={props.checked}
          aria-describedby={hint}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <span>{props.label}</span>
      </label>
      <p id={hint} className="hint">
        {props.hint}
      </p>
    </>
  );
}

export function CreateTable() {
  const { t } = useI18n();
  const [form, setForm] = useState(() => ({
    ...defaultForm(readPrefs().name ?? ''),
    mission: missionOfQuery(location.search),
  }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const change = (patch: Partial<TableForm>) => setForm((f) => ({ ...f, ...patch }));
  const seats = Array.from({ length: form.players }, (_, seat) => seat);
  const captainDrawn = missionDrawsCaptain(form.mission);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    void createTable(form).then((failure) => {
      setError(failure);
      setBusy(false);
    });
  };

  return (
    <form className="create-table panel" data-testid="create-table" onSubmit={submit}>
      <h2>{t('home.create.title')}</h2>
      <MissionPicker
        mission={form.mission}
        players={form.players}
        onChoose={(mission) => setForm((f) => withMission(f, mission))}
      />

      <fieldset className="seats-picker">
        <legend>{t('home.create.seats')}</legend>
        <label className="field">
          <span>{t('home.create.players')}</span>
          <select
            value={form.players}
            onChange={(e) => setForm((f) => withPlayers(f, Number(e.target.value)))}
          >
            {PLAYER_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <ol className="seat-choices">
          {seats.map((seat) => (
            <li key={seat}>
              <label className="field">
                <span>{t('seat.name', { seat: seat + 1 })}</span>
                <SeatChoiceSelect
                  seat={seat}
                  value={form.seats[seat] ?? 'person'}
                  onChange={(choice) => setForm((f) => withSeat(f, seat, choice))}
                />
              </label>
            </li>
          ))}
        </ol>
        <p className="hint">{t('seats.levels.hint')}</p>
        <label className="field">
          <span>{t('home.create.captain')}</span>
          <select
            value={form.captain}
            disabled={captainDrawn}
            aria-describedby={captainDrawn ? 'captain-drawn' : undefined}
            onChange={(e) => change({ captain: Number(e.target.value) })}
          >
            {seats.map((seat) => (
              <option key={seat} value={seat}>
                {t('seat.name', { seat: seat + 1 })}
              </option>
            ))}
          </select>
        </label>
        {captainDrawn && (
          <p className="hint" id="captain-drawn">
            {t('home.create.captainDrawn')}
          </p>
        )}
      </fieldset>

      <fieldset className="options">
        <legend>{t('home.create.options')}</legend>
        <label className="field">
          <span>{t('home.create.stars')}</span>
          <select
            value={form.stars}
            onChange={(e) => {
              const stars = STARS.find((s) => s === Number(e.target.value));
              if (stars !== undefined) change({ stars });
            }}
          >
            {STARS.map((s) => (
              <option key={s} value={s}>
                {t(`home.stars.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <OptionWithHint
          option="training-aid"
          checked={form.trainingAid}
          onChange={(trainingAid) => change({ trainingAid })}
          label={t('home.create.trainingAid')}
          hint={t('home.create.trainingAidHint')}
        />
        <OptionWithHint
          option="free-chat"
          checked={form.freeChat}
          onChange={(freeChat) => change({ freeChat })}
          label={t('home.create.freeChat')}
          hint={t('home.create.freeChatHint')}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={form.listed}
            onChange={(e) => change({ listed: e.target.checked })}
          />
          <span>{t('home.create.public')}</span>
        </label>
        <label className="field">
          <span>{t('home.create.turnClock')}</span>
          <select
            value={form.turnClock ?? 'off'}
            onChange={(e) =>
              change({ turnClock: TURN_CLOCKS.find((c) => String(c ?? 'off') === e.target.value) })
            }
          >
            {TURN_CLOCKS.map((c) => (
              <option key={c ?? 'off'} value={c ?? 'off'}>
                {c === null ? t('home.clock.off') : t('home.clock.seconds', { seconds: c })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('home.create.tableName')}</span>
          <input
            type="text"
            maxLength={MAX_NAME_LENGTH}
            value={form.tableName}
            onChange={(e) => change({ tableName: e.target.value })}
          />
        </label>
      </fieldset>

      <NameField value={form.yourName} onChange={(yourName) => change({ yourName })} />
      {/* Stuck to the foot of the screen while the form is in view: never a long list away. */}
      <div className="create-bar">
        <p
          className="create-chosen"
          data-testid="chosen-mission"
          data-mission={String(form.mission)}
        >
          {t('home.picker.chosen', { mission: missionTitle(t, form.mission) })}
        </p>
        <button type="submit" className="primary" data-action="create" disabled={busy}>
          {busy ? t('home.create.creating') : t('home.create.submit')}
        </button>
        <ApiError error={error} />
      </div>
    </form>
  );
}
