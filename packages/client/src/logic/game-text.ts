/**
 * A game in words for a terminal (`bomb-busters replay --text`): the web log's own phrases and
 * catalogs, without React or the DOM. The package exports this module as
 * `@bomb-busters/client/game-text`; it must only import pure modules (a test holds it to that).
 */
import { viewFor, type GameState, type Viewer } from '@bomb-busters/engine';
import { loadCatalog } from '../i18n/catalogs';
import { isLanguage, LANGUAGES, type Language } from '../i18n/translate';
import { translator } from '../i18n/translator';
import { turnPhrase } from '../table/play/turn';
import { missionNameKey } from './missions';
import { seatNames } from './names';
import { resultPhrase } from './result';
import { describeEvent, say } from './words';

export { isLanguage, LANGUAGES, type Language };

export interface GameText {
  /** The mission's name, the number of players, and who sees the game when that was asked. */
  readonly title: string;
  /** The game log, oldest first, one event a line, worded as on the web page. */
  readonly log: readonly string[];
  /** How it ended, or whose move it is in an unfinished record. */
  readonly outcome: string;
}

/**
 * The game `state` has reached as `viewer` saw it; with no viewer, everything (as the log reads
 * once the game is over). Seats are named as on the web page: "Seat 1" is seat 0.
 */
export async function gameText(
  state: GameState,
  language: Language,
  viewer?: Viewer,
): Promise<GameText> {
  const { t, tn } = translator(language, await loadCatalog(language));
  const names = seatNames(null, state.players, t);
  const view = viewFor(state, viewer ?? 'spectator');
  const title = [t(missionNameKey(state.mission)), tn('home.lobby.players', state.players)];
  if (viewer !== undefined)
    title.push(
      `${t('replay.viewer')}: ${viewer === 'spectator' ? t('replay.spectator') : names[viewer]}`,
    );
  const events = viewer === undefined ? state.log : view.log;
  return {
    title: title.join(' · '),
    log: events.map((event) => say(describeEvent(event, names, view), t)),
    outcome: say(resultPhrase(view, names) ?? turnPhrase(view, names), t),
  };
}
