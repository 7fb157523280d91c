/**
 * The selection at the table as React state: inputs from clicks and keys go through the pure
 * `step`, a finished action goes to the server. A selection belongs to the seat's legal menu:
 * when the table moves on and the menu changes, it is dropped (it no longer holds); an update
 * that leaves the menu as it was (a chat line, mission 30's window opening) keeps it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LegalMenu, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { yellowKey } from '../../logic/keycaps';
import { flush, readKey, type Intent } from '../../logic/keys';
import type { Table } from '../../state/useTable';
import {
  IDLE,
  current,
  step,
  valuesOnOffer,
  type Context,
  type Input,
  type Selection,
} from './selection';

/** How long a "1" waits for a second digit (11, 12) before it counts alone. */
const DIGIT_PAUSE_MS = 700;

export interface Play {
  readonly ctx: Context;
  readonly selection: Selection;
  /** Bumped by every action sent: the board takes the focus back. */
  readonly sentCount: number;
  readonly input: (input: Input) => void;
}

export function usePlay(
  table: Table,
  view: SeatView,
  legal: LegalMenu,
  confirm: boolean,
  onIntent: (intent: Intent) => boolean,
): Play {
  const menu = useMemo(() => JSON.stringify(legal), [legal]);
  const [held, setHeld] = useState<{ menu: string; selection: Selection }>({
    menu,
    selection: IDLE,
  });
  const [sentCount, setSentCount] = useState(0);
  const ctx = useMemo<Context>(() => ({ view, legal, confirm }), [view, legal, confirm]);
  const selection = current(ctx, held.menu === menu ? held.selection : IDLE);

  // What an input acts on: the table as last rendered. Set while rendering, not in an effect:
  // an effect may run after the next click (Preact runs them after paint), which would then act
  // on the table before the update.
  const latest = useRef({ ctx, selection, menu });
  latest.current = { ctx, selection, menu };
  const busy = useRef(table.state.sent !== null);
  busy.current = table.state.sent !== null;
  const { act } = table;
  const input = useCallback(
    (input: Input) => {
      const { ctx, selection, menu } = latest.current;
      // One action at a time: while one awaits the server, only undoing is allowed.
      if (busy.current && input.type !== 'cancel' && input.type !== 'back') return;
      const out = step(ctx, selection, input);
      latest.current = { ctx, selection: out.selection, menu };
      setHeld({ menu, selection: out.selection });
      if (out.send) {
        act(out.send);
        setSentCount((n) => n + 1);
      }
    },
    [act],
  );

  useShortcuts(latest, input, onIntent);
  return { ctx, selection, sentCount, input };
}

/** Keys anywhere on the page, except while typing in a field or pressing a focused button. */
function useShortcuts(
  latest: { readonly current: { ctx: Context; selection: Selection } },
  input: (input: Input) => void,
  onIntent: (intent: Intent) => boolean,
) {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Yellow's key is its letter on the board in the player's language (J in French).
  const yellow = yellowKey(useI18n().t);
  useEffect(() => {
    const values = () => valuesOnOffer(latest.current.ctx, latest.current.selection);
    const fire = (intent: Intent | null) => {
      if (intent && !onIntent(intent)) input(intent);
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, dialog')) return;
      if ((event.key === 'Enter' || event.key === ' ') && target?.closest('button, a')) return;
      clearTimeout(timer.current);
      const result = readKey(event, buffer.current, values(), yellow);
      buffer.current = result.buffer;
      if (result.intent) event.preventDefault();
      fire(result.intent);
      if (result.buffer)
        timer.current = setTimeout(() => {
          const waited = flush(buffer.current, values());
          buffer.current = '';
          fire(waited.intent);
        }, DIGIT_PAUSE_MS);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(timer.current);
    };
  }, [latest, input, onIntent, yellow]);
}
