/**
 * The box-2 components beside the detonator: mission 26's twelve Number cards (face up, face
 * down, turned down this turn, out of the game: a mark and a word each, never colour alone),
 * mission 23's Number card cut together and the face-down equipment deck, the info token
 * handout of missions 22 and 27 with the line of drawn tokens, and mission 29's Number cards in
 * hand with the card laid for this turn.
 */
import type { SeatView } from '@bomb-busters/engine';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18n';
import { handoutNow } from '../../logic/handout';
import { numberHandsNow, type HandNow, type NumberHandsNow } from '../../logic/number-hands';
import { numberPickNow, type NumberCardState } from '../../logic/number-pick';
import { valueList } from '../../logic/briefing';
import { say, seatName, tokenPhrase, valuePhrase } from '../../logic/words';
import './mission-cards.css';

const MARK: Record<NumberCardState, string> = { up: '', down: '▼', picked: '✂', gone: '✓' };

/** What a card's seat does now, in bold, then the card's rule (which a phone leaves out). */
function StateLine(props: { kind: 'number-pick' | 'number-hands'; state: string; rule: string }) {
  return (
    <p className={`${props.kind}-text`} data-testid={`${props.kind}-state`}>
      <strong>{props.state}</strong> <span className={`${props.kind}-rule`}>{props.rule}</span>
    </p>
  );
}

/** Mission 26: the twelve Number cards and what this turn's seat does with them. */
export function NumberPickCards({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const now = numberPickNow(view);
  if (!now) return null;
  const me = now.seat === view.viewer;
  const name = seatName(names, now.seat);
  const playing = view.status === 'playing';
  const state =
    now.picked === null
      ? me
        ? t('board.numberPick.choosingYou')
        : t('board.numberPick.choosing', { name })
      : me
        ? t('board.numberPick.mustYou', { number: now.picked })
        : t('board.numberPick.must', { name, number: now.picked });
  return (
    <section
      className="number-pick"
      aria-label={t('board.numberPick.title')}
      data-testid="number-pick"
      data-picked={now.picked ?? undefined}
    >
      <h3 className="panel-title">{t('board.numberPick.title')}</h3>
      <ul className="number-pick-cards">
        {now.cards.map(({ number, state: s }) => {
          const text = t(`board.numberPick.${s}`, { number });
          return (
            <li
              key={number}
              className={`number-pick-card is-${s}`}
              data-number={number}
              data-state={s}
              title={text}
              aria-label={text}
            >
              <span className="number-pick-value" aria-hidden="true">
                {number}
              </span>
              <span className="number-pick-tag" aria-hidden="true">
                {MARK[s] && <span className="number-pick-mark">{MARK[s]}</span>}
                <span className="number-pick-word">{t(`board.numberPick.tag.${s}`)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {playing && <StateLine kind="number-pick" state={state} rule={t('board.numberPick.rule')} />}
    </section>
  );
}

/** Mission 23: the Number card whose wires are cut together, and the equipment deck. */
export function TogetherCard({ view }: { view: SeatView }) {
  const { t, tn } = useI18n();
  const together = view.together;
  // Mission 30's yellow sweep is told in its speed rounds' panel.
  if (!together || together.number === 'yellow') return null;
  const value = together.number;
  const deck = view.equipmentDeck;
  const revealed = view.log.some((e) => e.type === 'deckRevealed');
  return (
    <section
      className="together-card"
      aria-label={t('board.together.title')}
      data-testid="together-card"
      data-number={value}
      data-done={together.done ? 'true' : 'false'}
    >
      <h3 className="panel-title">{t('board.together.title')}</h3>
      <p className="red-number-card">
        <span
          className={`reward-number-value${together.done ? ' is-done' : ''}`}
          aria-hidden="true"
        >
          {value}
        </span>
        <span className="red-number-text">
          {together.done ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('board.together.done', { value })}
            </>
          ) : (
            t('board.together.text', { value })
          )}
        </span>
      </p>
      {deck !== null && (
        <p className="together-deck" data-testid="equipment-deck" data-left={deck}>
          <span className="deck-back" aria-hidden="true">
            ?<span className="deck-count">{deck}</span>
          </span>
          <span>
            <strong>{t('board.deck.title')}: </strong>
            {deck > 0 ? (
              <>
                {tn('board.deck.left', deck)}{' '}
                <span className="together-deck-rule">{t('board.deck.rule', { value })}</span>
              </>
            ) : revealed ? (
              t('board.deck.revealed')
            ) : (
              t('board.deck.empty')
            )}
          </span>
        </p>
      )}
      {view.dealtNumbers !== null || (deck === null && !together.done) ? (
        <NumberDeckLine view={view} value={value} />
      ) : null}
    </section>
  );
}

/**
 * Mission 39: how many Number cards the deck still holds until the noble wires are cut, then the
 * cards dealt to the viewer (the others' only counted).
 */
function NumberDeckLine({ view, value }: { view: SeatView; value: number }) {
  const { t, tn, language } = useI18n();
  const left = view.numberCardsLeft;
  const mine = view.dealtNumbers?.hands[typeof view.viewer === 'number' ? view.viewer : -1];
  return (
    <p className="together-deck" data-testid="number-deck" data-left={left}>
      <span className="deck-back" aria-hidden="true">
        #<span className="deck-count">{left}</span>
      </span>
      <span>
        <strong>{t('board.numberDeck.title')}: </strong>
        {view.dealtNumbers === null ? (
          <>
            {tn('board.numberDeck.left', left)}{' '}
            <span className="together-deck-rule">{t('board.numberDeck.rule', { value })}</span>
          </>
        ) : Array.isArray(mine) && mine.length > 0 ? (
          t('board.numberDeck.mine', { numbers: valueList(t, language, mine) })
        ) : (
          t('board.numberDeck.dealt')
        )}
      </span>
    </p>
  );
}

/**
 * Missions 22 and 27: the handout. Before it, what starts it (the yellow wires cut so far) and
 * what happens then; while it runs, the line of drawn tokens (27) or who gives what (22).
 */
export function HandoutCard({ view }: { view: SeatView }) {
  const { t } = useI18n();
  const now = handoutNow(view);
  // Shown once play starts (the setup's choices come first), until the handout is over.
  if (!now || view.status !== 'playing' || (now.begun && !now.running)) return null;
  const rule =
    now.how === 'give'
      ? t('board.handout.give')
      : t('board.handout.draft', { count: view.players });
  return (
    <section
      className={`handout${now.begun && now.line.length === 0 ? ' is-running' : ''}`}
      aria-label={t('board.handout.title')}
      data-testid="handout"
      data-begun={now.begun ? 'true' : 'false'}
    >
      <h3 className="panel-title">{t('board.handout.title')}</h3>
      {!now.begun && (
        <p className="handout-text">
          <strong>{t('board.handout.when', { cut: now.yellowCut })}</strong>{' '}
          <span className="handout-rule">{rule}</span>
        </p>
      )}
      {now.begun && now.how === 'give' && (
        <p className="handout-text">{t('board.handout.running')}</p>
      )}
      {now.line.length > 0 && (
        <>
          <p className="handout-text">{t('board.handout.line')}</p>
          <ul className="handout-line" data-testid="handout-line">
            {now.line.map((value, i) => {
              const label = t('board.handout.token', { value: say(valuePhrase(value), t) });
              return (
                <li
                  key={`${String(value)}-${i}`}
                  data-value={value}
                  title={label}
                  aria-label={label}
                >
                  <span className="info-beside-token" aria-hidden="true">
                    {say(tokenPhrase(value), t)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

type Translate = ReturnType<typeof useI18n>['t'];

/** Mission 29: who lays the card for this turn, or who laid it, in one sentence; null for none. */
function laidState(now: NumberHandsNow, view: SeatView, names: readonly string[], t: Translate) {
  const name = seatName(names, now.taker);
  if (now.laying !== null) {
    const layer = seatName(names, now.laying);
    if (now.laying === view.viewer) return t('board.numberHands.layingYou', { name });
    return now.taker === view.viewer
      ? t('board.numberHands.layingForYou', { layer })
      : t('board.numberHands.laying', { layer, name });
  }
  if (!now.laid) return null;
  const layer = seatName(names, now.laid.seat);
  if (now.laid.number !== null && now.laid.seat === view.viewer)
    return t('board.numberHands.laidYou', { number: now.laid.number, name });
  return now.taker === view.viewer
    ? t('board.numberHands.laidForYou', { layer })
    : t('board.numberHands.laid', { layer, name });
}

/** A Number card: face up with its number, or its back ("?"), as the viewer sees it. */
function HandCard({ number }: { number: number | null }) {
  return (
    <span
      className={`hand-card ${number === null ? 'is-down' : 'is-up'}`}
      data-number={number ?? undefined}
    >
      {number ?? '?'}
    </span>
  );
}

/** One place on the table: a small label over its cards; `text` names it all for everyone. */
function Spot(props: {
  className: string;
  label: string;
  text: string;
  testid?: string;
  children: ReactNode;
  data?: Record<`data-${string}`, string | number | undefined>;
}) {
  return (
    <li
      className={props.className}
      data-testid={props.testid}
      title={props.text}
      aria-label={props.text}
      {...props.data}
    >
      <span className="number-hands-label" aria-hidden="true">
        {props.label}
      </span>
      <span className="number-hand-cards" aria-hidden="true">
        {props.children}
      </span>
    </li>
  );
}

/** One seat's hand: its cards face up (the viewer's own; all once the game is over), or backs. */
function handText(hand: HandNow, own: boolean, name: string, i18n: ReturnType<typeof useI18n>) {
  const { t, tn, language } = i18n;
  if (own && hand.count === 0) return t('board.numberHands.ownNone');
  if (hand.cards === null || hand.count === 0)
    return tn('board.numberHands.other', hand.count, { name });
  const numbers = valueList(t, language, hand.cards);
  return own
    ? t('board.numberHands.own', { numbers })
    : t('board.numberHands.shown', { name, numbers });
}

/** The laid card in words: not laid yet, its back and layer, or its number (`mine`: only mine). */
function slotText(
  laid: NumberHandsNow['laid'],
  mine: boolean,
  names: readonly string[],
  t: Translate,
): string {
  if (!laid) return t('board.numberHands.slotEmpty');
  const name = seatName(names, laid.seat);
  if (laid.number === null) return t('board.numberHands.slotHidden', { name });
  return mine
    ? t('board.numberHands.slotSeen', { number: laid.number })
    : t('board.numberHands.slotShown', { number: laid.number, name });
}

const cardsOf = (cards: readonly (number | null)[]) =>
  cards.length === 0 ? '—' : cards.map((n, i) => <HandCard key={`${n ?? '?'}-${i}`} number={n} />);

/**
 * Mission 29, by the detonator: the card laid face down for this turn (its number to its layer
 * only) and the last one revealed, each seat's hand (the player's own face up, the others'
 * backs), the deck's size and the cards discarded; below, who lays or laid the card and what it
 * means, and the last reveal in words.
 */
export function NumberHandsCard({ view, names }: { view: SeatView; names: readonly string[] }) {
  const i18n = useI18n();
  const { t, tn } = i18n;
  const now = numberHandsNow(view);
  if (!now) return null;
  const playing = view.status === 'playing';
  const state = playing ? laidState(now, view, names, t) : null;
  const { laid, lastReveal: reveal } = now;
  const layer = playing ? (now.laying ?? laid?.seat) : undefined;
  const revealText =
    reveal &&
    t(reveal.notch ? 'board.numberHands.reveal.notch' : 'board.numberHands.reveal.still', {
      name: seatName(names, reveal.seat),
      number: reveal.number,
    });
  return (
    <section
      className="number-hands"
      aria-label={t('board.numberHands.title')}
      data-testid="number-hands"
      data-laying={now.laying ?? undefined}
      data-laid={laid?.seat}
    >
      <h3 className="panel-title">{t('board.numberHands.title')}</h3>
      <ul className="number-hands-row">
        {(laid || (playing && now.laying !== null)) && (
          <Spot
            className="number-laid"
            testid="number-laid"
            label={t('board.numberHands.slot')}
            text={slotText(laid, playing && laid?.seat === view.viewer, names, t)}
          >
            {laid ? (
              <HandCard number={laid.number} />
            ) : (
              <span className="hand-card is-empty">…</span>
            )}
          </Spot>
        )}
        {playing && reveal && revealText && (
          <Spot
            className="number-revealed"
            testid="number-reveal"
            label={t('board.numberHands.revealed')}
            text={revealText}
            data={{ 'data-number': reveal.number, 'data-notch': String(reveal.notch) }}
          >
            <HandCard number={reveal.number} />
            <span className="number-revealed-mark">{reveal.notch ? '⚠ +1' : '✓'}</span>
          </Spot>
        )}
        {now.hands.map((hand) => {
          const own = hand.seat === view.viewer;
          const name = seatName(names, hand.seat);
          return (
            <Spot
              key={hand.seat}
              className={`number-hand${own ? ' is-own' : ''}${hand.seat === layer ? ' is-laying' : ''}`}
              label={own ? t('board.numberHands.you') : name}
              text={handText(hand, own, name, i18n)}
              data={{ 'data-seat': hand.seat, 'data-count': hand.count }}
            >
              {cardsOf(hand.cards ?? Array.from({ length: hand.count }, () => null))}
            </Spot>
          );
        })}
        <Spot
          className="number-deck"
          testid="number-deck"
          label={t('board.numberHands.deck')}
          text={now.deck > 0 ? tn('board.numberHands.deckLeft', now.deck) : t('board.deck.empty')}
          data={{ 'data-left': now.deck }}
        >
          {now.deckCards || now.deck === 0 ? (
            cardsOf(now.deckCards ?? [])
          ) : (
            <span className="deck-back">
              ?<span className="deck-count">{now.deck}</span>
            </span>
          )}
        </Spot>
        {now.discards.length > 0 && (
          <Spot
            className="number-discards"
            testid="number-discards"
            label={t('board.numberHands.discards')}
            text={t('board.numberHands.discarded', {
              numbers: valueList(t, i18n.language, now.discards),
            })}
          >
            {now.discards.map((number) => (
              <span key={number} className="hand-card is-gone" data-number={number}>
                {number}
              </span>
            ))}
          </Spot>
        )}
      </ul>
      {state && <StateLine kind="number-hands" state={state} rule={t('board.numberHands.rule')} />}
      {playing && revealText && (
        <p className="number-hands-text" data-testid="number-reveal-text">
          {revealText}
        </p>
      )}
    </section>
  );
}
