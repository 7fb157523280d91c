import type { GridState, MissionId, SeatView } from '@bomb-busters/engine';
import { MissionRules, MissionSetup } from '../../home/MissionText';
import { useI18n } from '../../i18n/I18n';
import { listIn } from '../../i18n/translate';
import { missionTitle, restricting, sheetValues, valueList } from '../../logic/briefing';
import { numbersNow, waitingPhrase } from '../../logic/equipment-numbers';
import { sequenceNow, sequencePhrase } from '../../logic/sequence';
import { captainRule, handicapOf } from '../../logic/captain';
import { rewardNow } from '../../logic/face-down';
import { rewardText } from '../board/RewardNumberCard';
import { handoutNow } from '../../logic/handout';
import { numberHandsNow } from '../../logic/number-hands';
import { numberPickNow, type NumberCardState } from '../../logic/number-pick';
import {
  goalPhrase,
  hitPhrase,
  missPhrase,
  roundPhrase,
  speedNow,
  sweepPhrase,
  threePhrase,
} from '../../logic/speed-rounds';
import { say, seatName } from '../../logic/words';
import { missionSections } from '../../rules/mission-sections';
import { RulesLink } from '../../rules/RulesLink';
import { useModalDialog } from './useModalDialog';
import './briefing.css';

/** What the sheet allows now, for the missions whose sheet decides which values may be cut. */
function SheetNow({ grid }: { grid: GridState | null }) {
  const { t, language } = useI18n();
  const kind = restricting(grid);
  const values = sheetValues(grid);
  if (!kind || !values) return null;
  return (
    <>
      <h3>{t('briefing.sheet')}</h3>
      <p data-testid="briefing-sheet">
        {values.length > 0
          ? t('briefing.sheet.values', { values: valueList(t, language, values) })
          : t('briefing.sheet.none')}{' '}
        {t(`briefing.rule.${kind}`)}
      </p>
    </>
  );
}

/** Where the sequence card stands, which values it closes and the rule that closes them. */
function SequenceNow({ view }: { view: Pick<SeatView, 'sequence' | 'stands'> }) {
  const { t, tn, language } = useI18n();
  if (!view.sequence) return null;
  const now = sequenceNow(view.sequence, view.stands);
  const { closed } = now;
  return (
    <>
      <h3>{t('briefing.sequence')}</h3>
      <p data-testid="briefing-sequence">
        {say(sequencePhrase(now), t)}{' '}
        {closed.length > 0 &&
          `${tn('briefing.closed', closed.length, { values: valueList(t, language, closed) })} `}
        {t('briefing.rule.sequence')}
      </p>
    </>
  );
}

/** The mission's components the panel tells about: sheet, sequence card, Number cards, stands. */
type PanelView = Pick<
  SeatView,
  | 'mission'
  | 'grid'
  | 'sequence'
  | 'stands'
  | 'equipment'
  | 'equipmentNumbers'
  | 'rewardNumber'
  | 'redValues'
  | 'captain'
  | 'viewer'
  | 'numberPick'
  | 'activeSeat'
  | 'together'
  | 'equipmentDeck'
  | 'handout'
  | 'numberHands'
  | 'pending'
  | 'players'
  | 'log'
  | 'speed'
  | 'status'
>;

/** Mission 26: which Number cards are face up, face down and out of the game, and the rule. */
function NumberPickNow({ view }: { view: PanelView }) {
  const { t, language } = useI18n();
  const now = numberPickNow(view);
  if (!now) return null;
  const list = (states: readonly NumberCardState[]) => {
    const numbers = now.cards.filter((c) => states.includes(c.state)).map((c) => c.number);
    return numbers.length > 0 ? valueList(t, language, numbers) : t('briefing.none');
  };
  return (
    <>
      <h3>{t('briefing.numbers')}</h3>
      <p data-testid="briefing-number-pick">
        {t('briefing.numberPick.text', {
          up: list(['up']),
          down: list(['down', 'picked']),
          gone: list(['gone']),
        })}{' '}
        {t('board.numberPick.rule')}
      </p>
    </>
  );
}

/** Mission 29: the player's own cards, the others' counts, the deck and the discards, the rule. */
function NumberHandsNow({ view, names }: { view: PanelView; names: readonly string[] }) {
  const { t, language } = useI18n();
  const now = numberHandsNow(view);
  if (!now) return null;
  const list = (numbers: readonly number[] | null) =>
    numbers && numbers.length > 0 ? valueList(t, language, numbers) : t('briefing.none');
  const own = now.hands.find((h) => h.seat === view.viewer);
  const others = now.hands
    .filter((h) => h !== own)
    .map((h) => t('briefing.numberHands.hand', { name: seatName(names, h.seat), count: h.count }));
  return (
    <>
      <h3>{t('board.numberHands.title')}</h3>
      <p data-testid="briefing-number-hands">
        {own && `${t('briefing.numberHands.mine', { cards: list(own.cards) })} `}
        {t('briefing.numberHands.others', {
          hands: listIn(others, language),
        })}{' '}
        {t('briefing.numberHands.pile', { deck: now.deck, discards: list(now.discards) })}{' '}
        {t('board.numberHands.rule')}
      </p>
    </>
  );
}

/** Mission 23: the Number card cut together, whether it is done, and the equipment deck. */
function TogetherNow({ view }: { view: PanelView }) {
  const { t, tn } = useI18n();
  const together = view.together;
  // Mission 30's yellow sweep is told with its speed rounds.
  if (!together || together.number === 'yellow') return null;
  const value = together.number;
  const deck = view.equipmentDeck ?? 0;
  return (
    <>
      <h3>{t('board.together.title')}</h3>
      <p data-testid="briefing-together">
        {together.done ? t('board.together.done', { value }) : t('board.together.text', { value })}{' '}
        {deck > 0 && `${tn('board.deck.left', deck)} ${t('board.deck.rule', { value })}`}
      </p>
    </>
  );
}

/**
 * Mission 30: the window open now (its wires cut, what a miss costs and a hit earns) or the
 * rule, the three values, the yellow sweep, the mime round and the windows judged.
 */
function SpeedNowText({ view, names }: { view: PanelView; names: readonly string[] }) {
  const { t, language } = useI18n();
  const now = speedNow(view);
  if (!now) return null;
  const w = now.window;
  const numbers = now.three?.values.map((v) => v.number) ?? [];
  const lines = [
    w ? `${t('speed.window', { number: w.number })}: ${say(goalPhrase(w), t)}` : t('speed.rule'),
    w?.check && t('speed.window.ifMissed', { cost: say(missPhrase(w.check.miss, w.discard), t) }),
    w?.check && t('speed.window.ifMade', { gain: say(hitPhrase(w.check.hit), t) }),
    now.three && say(threePhrase(now.three, valueList(t, language, numbers)), t),
    now.sweep !== null && say(sweepPhrase(now.sweep, view.viewer, names), t),
    now.mime && view.status === 'playing' && t('speed.mime'),
    now.rounds.length > 0 &&
      `${t('speed.rounds')}: ${now.rounds.map((r) => say(roundPhrase(r), t)).join(', ')}.`,
  ];
  return (
    <>
      <h3>{t('speed.title')}</h3>
      <p data-testid="briefing-speed">{lines.filter(Boolean).join(' ')}</p>
    </>
  );
}

/** Missions 22 and 27: what starts the handout, or the tokens still in the line. */
function HandoutNow({ view }: { view: PanelView }) {
  const { t, language } = useI18n();
  const now = handoutNow(view);
  if (!now) return null;
  const rule =
    now.how === 'give'
      ? t('board.handout.give')
      : t('board.handout.draft', { count: view.players });
  const text = !now.begun
    ? `${t('board.handout.when', { cut: now.yellowCut })} ${rule}`
    : now.line.length > 0
      ? `${t('board.handout.line')} ${valueList(t, language, now.line)}`
      : now.running && now.how === 'give'
        ? t('board.handout.running')
        : null;
  if (!text) return null;
  return (
    <>
      <h3>{t('briefing.handout')}</h3>
      <p data-testid="briefing-handout">{text}</p>
    </>
  );
}

/** Mission 11: the Number card on the mission card, the value it turns red, and the rule. */
function RedNumberNow({ values }: { values: readonly number[] }) {
  const { t } = useI18n();
  if (values.length === 0) return null;
  return (
    <>
      <h3>{t('briefing.redNumber')}</h3>
      <p data-testid="briefing-red">
        {values.map((value) => `${t('briefing.redNumber.text', { value })} `)}
        {t('briefing.rule.redNumber')}
      </p>
    </>
  );
}

/**
 * Missions 14, 17 and 28: who is the rookie, Rhett or Captain Careless, and what that costs (a
 * miss explodes; his tokens mean "not"; no equipment, no Double Detector, no character card).
 */
function CaptainNow({ view, names }: { view: PanelView; names: readonly string[] }) {
  const { t, language } = useI18n();
  const handicap = handicapOf(view.mission);
  if (handicap === null) return null;
  const name = seatName(names, view.captain);
  const barred = captainRule(view.mission)?.noEquipment ?? [];
  const cards = barred === 'all' ? [] : barred.map((c) => t(`board.equipment.${c}.name`));
  const card = listIn(cards, language);
  return (
    <>
      <h3>{t(`briefing.${handicap}`)}</h3>
      <p data-testid={`briefing-${handicap}`}>{t(`briefing.${handicap}.text`, { name, card })}</p>
    </>
  );
}

/** Mission 15: the face-up Number card, its wires cut so far, and the cards still face down. */
function FaceDownNow({ view }: { view: PanelView }) {
  const { t, tn } = useI18n();
  const reward = rewardNow(view);
  if (!reward) return null;
  return (
    <>
      <h3>{t('board.reward.title')}</h3>
      <p data-testid="briefing-reward">
        {rewardText(reward, t)} {tn('board.reward.left', reward.faceDown.length)}{' '}
        {t('briefing.rule.faceDown')}
      </p>
    </>
  );
}

/** Links to the rules page's sections the mission uses beyond the basics (its stickers too). */
function RulesUsed({ mission }: { mission: MissionId }) {
  const { t } = useI18n();
  const sections = missionSections(mission);
  if (sections.length === 0) return null;
  return (
    <>
      <h3>{t('briefing.rulesUsed')}</h3>
      <ul className="briefing-links" data-testid="briefing-rules">
        {sections.map(({ section, stickers }) => (
          <li key={section.id}>
            <RulesLink
              section={section.id}
              title={stickers ? `${t(section.title)} (${stickers.join(', ')})` : t(section.title)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Mission 12: which equipment cards still wait for which Number card, whether the False Bottom
 * will bring more, and the rule that takes a Number card away.
 */
function NumbersNow({ view }: { view: PanelView }) {
  const { t } = useI18n();
  const now = numbersNow(view);
  if (!now) return null;
  return (
    <>
      <h3>{t('briefing.numbers')}</h3>
      <div data-testid="briefing-numbers">
        {now.covered.length > 0 ? (
          <ul>
            {now.covered.map((c) => (
              <li key={c.card}>{say(waitingPhrase(c), t)}</li>
            ))}
          </ul>
        ) : (
          <p>{t('briefing.numbers.none')}</p>
        )}
        <p>
          {now.falseBottomToCome && `${t('briefing.numbers.falseBottom')} `}
          {t('briefing.rule.numbers')}
        </p>
      </div>
    </>
  );
}

/**
 * The mission at the table, at any time: its number and name as on the box, its setup for this
 * player count, its special rules, and what the sheet of the New Missions allows now, which
 * values the sequence card closes or which cards wait for a Number card. A modal dialog, like the
 * help.
 */
export function MissionPanel(props: {
  open: boolean;
  onClose: () => void;
  mission: MissionId;
  players: number;
  /** The mission's components, and the stands for their cut wires. */
  view: PanelView;
  names: readonly string[];
}) {
  const { t } = useI18n();
  const { open, onClose } = props;
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      className="play-help briefing"
      data-testid="briefing"
      aria-labelledby="briefing-title"
      onClose={onClose}
    >
      <h2 id="briefing-title">{missionTitle(t, props.mission)}</h2>
      <h3>{t('briefing.rules')}</h3>
      <MissionRules mission={props.mission} />
      <RulesUsed mission={props.mission} />
      <SheetNow grid={props.view.grid} />
      <SequenceNow view={props.view} />
      <NumbersNow view={props.view} />
      <RedNumberNow values={props.view.redValues} />
      <FaceDownNow view={props.view} />
      <CaptainNow view={props.view} names={props.names} />
      <NumberPickNow view={props.view} />
      <TogetherNow view={props.view} />
      <HandoutNow view={props.view} />
      <NumberHandsNow view={props.view} names={props.names} />
      <SpeedNowText view={props.view} names={props.names} />
      <h3>{t('briefing.setup')}</h3>
      <MissionSetup mission={props.mission} players={props.players} dealt />
      <button type="button" data-action="close-briefing" onClick={onClose} autoFocus>
        {t('common.close')}
      </button>
    </dialog>
  );
}
