import type { CharacterView, InfoValue, StandView, WireRef } from '@bomb-busters/engine';
import { Fragment, type ReactNode, type Ref } from 'react';
import { useI18n } from '../../i18n/I18n';
import { countPartners, pairSpans } from '../../logic/count-tokens';
import type { WireAnimation } from '../../logic/layout';
import type { SeatTag } from '../../logic/seats';
import { standKey, wireKey } from '../../logic/refs';
import type { Handicap } from '../../logic/captain';
import { say, tokenPhrase } from '../../logic/words';
import type { WireProbabilities } from '../../training/types';
import type { ShownNote } from '../../logic/notes';
import type { WireMarks } from './Board';
import { detectorKey, HandicapBadge } from './HandicapBadge';
import { SeatTagBadge } from './SeatTagBadge';
import { Wire } from './Wire';

export interface StandProps {
  readonly stand: StandView;
  /** "Your stand", "Ann's stand B". */
  readonly label: string;
  readonly own: boolean;
  readonly captain: boolean;
  /** The Captain's handicap on this stand (mission 14's rookie, 17's Rhett, 28's Careless). */
  readonly handicap: Handicap | null;
  /** The seat may not use its Double Detector (Rhett). */
  readonly detectorBarred: boolean;
  /** Every character card is flipped for the mission (27): no Double Detector. */
  readonly flipped?: boolean;
  readonly active: boolean;
  /** The value this seat was named to cut this turn (mission 18). */
  readonly cuts?: number | null;
  readonly character: CharacterView | undefined;
  /** Who plays the seat when it is not its person (a bot seat, a bot playing for a person). */
  readonly tag?: SeatTag | null | undefined;
  readonly marks: ((ref: WireRef) => WireMarks) | undefined;
  readonly onWire: ((ref: WireRef) => void) | undefined;
  /** Shown when this whole stand may be chosen (Super Detector). */
  readonly onChoose: (() => void) | undefined;
  readonly tabStop: number | null;
  readonly probabilities: WireProbabilities | null | undefined;
  readonly animations: ReadonlyMap<string, WireAnimation>;
  readonly buttonRef: (key: string) => Ref<HTMLButtonElement>;
  readonly redValues: readonly number[];
  /**
   * Info tokens lying beside this stand, with the sentence that explains each: put there at
   * setup, or later (a token handed out that matched none of the seat's wires).
   */
  readonly beside: readonly {
    readonly value: InfoValue;
    readonly text: string;
    readonly when: 'setup' | 'later';
  }[];
  /** A wire of this stand whose x2 token waits for its partner to be chosen (mission 24). */
  readonly lonePair?: number | null;
  /** The viewer's private notes, by wire key. */
  readonly notes?: ReadonlyMap<string, ShownNote> | undefined;
  /** A control at the end of the caption (the note mode's switch, on the first teammate's). */
  readonly action?: ReactNode;
}

/** One tile stand: a caption (name, captain, turn, character) and its wires left to right. */
export function Stand(props: StandProps) {
  const { stand, label } = props;
  const { t } = useI18n();
  const left = stand.wires.filter((w) => !w.cut).length;
  const partners = countPartners(stand.wires, props.lonePair ?? null);
  const spans = pairSpans(partners);
  return (
    <section
      className={`stand${props.own ? ' stand--own' : ''}${props.active ? ' stand--active' : ''}`}
      data-stand={standKey(stand)}
      aria-label={label}
    >
      <header className="stand-caption">
        <span className="stand-name">{label}</span>
        {props.captain && (
          <span className="badge badge--captain">★ {t('board.stand.captain')}</span>
        )}
        {props.handicap && <HandicapBadge handicap={props.handicap} />}
        {props.active && <span className="badge badge--turn">▶ {t('board.stand.turn')}</span>}
        {props.cuts != null && (
          <span className="badge badge--turn" data-testid="designee-badge">
            ✂ {t('board.stand.cuts', { value: props.cuts })}
          </span>
        )}
        {props.tag && <SeatTagBadge tag={props.tag} />}
        {props.character && (
          <span
            className={`badge badge--detector${props.detectorBarred || props.character.removed || props.character.hidden || props.flipped ? ' is-barred' : props.character.used ? ' is-used' : ''}`}
          >
            {t(detectorKey(props.character, props.detectorBarred, props.flipped))}
          </span>
        )}
        {left === 0 && <span className="badge">{t('board.stand.empty')}</span>}
        {props.onChoose && (
          <button
            type="button"
            className="stand-choose"
            data-action="stand"
            onClick={props.onChoose}
          >
            {t('board.stand.choose', { stand: label })}
          </button>
        )}
        {props.action}
      </header>
      <div className="stand-wires" role="group" aria-label={label}>
        {stand.wires.map((wire, index) => {
          const ref = { seat: stand.seat, stand: stand.stand, index };
          const key = wireKey(ref);
          const partner = partners.get(index);
          return (
            <Fragment key={key}>
              <Wire
                wireRef={ref}
                wire={wire}
                stand={label}
                marks={props.marks ? props.marks(ref) : null}
                tabbable={props.tabStop === index}
                chances={wire.printed === null ? props.probabilities?.get(key) : undefined}
                animation={props.animations.get(key)}
                onWire={props.onWire}
                buttonRef={props.buttonRef(key)}
                redValues={props.redValues}
                partner={partner === undefined ? undefined : { ...ref, index: partner }}
                pairSpan={spans.get(index)}
                note={props.notes?.get(key)}
              />
              {wire.labelRight && (
                <span className="wire-label-token" aria-hidden="true">
                  {wire.labelRight}
                </span>
              )}
            </Fragment>
          );
        })}
      </div>
      {props.beside.length > 0 && (
        <ul className="info-beside" data-testid="info-beside">
          {props.beside.map(({ value, text, when }, i) => (
            <li
              key={`${String(value)}-${i}`}
              title={text}
              aria-label={text}
              data-value={value}
              data-when={when}
            >
              <span className="info-beside-token" aria-hidden="true">
                {say(tokenPhrase(value), t)}
              </span>
              <span className="info-beside-note" aria-hidden="true">
                {t(when === 'later' ? 'board.beside.noteLater' : 'board.beside.note')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
