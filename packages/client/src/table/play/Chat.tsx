/**
 * The table chat under the game log: a line to write and send (Enter), the length bound near the
 * limit, and the warning before a message the rules frown on or that costs a notch of the
 * detonator (mission 25). With free chat off (the host's choice or the mission's), the fixed
 * signals instead, and why. Lines said show in the log as entries, like every event.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { listIn, numberIn, type Language } from '../../i18n/translate';
import {
  CHAT_SIGNALS,
  chatContext,
  chatCount,
  chatRule,
  chatWarning,
  mayOverride,
  sayText,
  saySignal,
  silentReason,
  type ChatContext,
  type ChatWarning,
} from '../../logic/chat';
import type { Table } from '../../state/useTable';
import './chat.css';

type Translate = ReturnType<typeof useI18n>['t'];

/** The chat's input or, with free chat off, its first signal: what the C key focuses. */
export const CHAT_INPUT = '[data-testid="chat-input"], [data-signal]';

/** The intent id of the message waiting for the server's answer, and what to do once answered. */
function useSending(table: Table, onAccepted: () => void) {
  const [waiting, setWaiting] = useState<string | null>(null);
  const { sent, rejection } = table.state;
  const accepted = useRef(onAccepted);
  accepted.current = onAccepted;
  useEffect(() => {
    if (waiting === null || sent?.id === waiting) return;
    // Answered: a refused message stays in the input (the reason shows with the rejection).
    if (rejection?.id !== waiting) accepted.current();
    setWaiting(null);
  }, [waiting, sent, rejection]);
  return {
    sending: waiting !== null,
    /** Another action awaits its answer: one at a time. */
    busy: sent !== null,
    send: (action: Parameters<Table['act']>[0]) => setWaiting(table.act(action)),
  };
}

export function Chat({ table, view }: { table: Table; view: SeatView }) {
  const { t } = useI18n();
  const ctx = chatContext(view);
  return (
    <section
      className="chat"
      aria-labelledby="chat-title"
      data-testid="chat"
      data-policy={ctx.policy}
    >
      <h3 id="chat-title" className="visually-hidden">
        {t('chat.title')}
      </h3>
      {ctx.policy === 'silent' ? (
        <Signals table={table} view={view} />
      ) : (
        <ChatForm table={table} view={view} ctx={ctx} />
      )}
    </section>
  );
}

/** Free chat off: one button per signal, and the reason free text is off. */
function Signals({ table, view }: { table: Table; view: SeatView }) {
  const { t } = useI18n();
  const { send, busy } = useSending(table, () => undefined);
  const reason = useId();
  return (
    <div
      className="chat-signals"
      role="group"
      aria-label={t('chat.signals')}
      aria-describedby={reason}
    >
      <p id={reason} className="chat-rule" data-testid="chat-silent">
        <span aria-hidden="true">⊘ </span>
        {t(silentReason(view))}
      </p>
      <div className="chat-signal-buttons">
        {CHAT_SIGNALS.map((signal) => (
          <button
            key={signal}
            type="button"
            data-signal={signal}
            disabled={busy}
            onClick={() => send(saySignal(view.viewer, signal))}
          >
            {t(`chat.signal.${signal}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The words a warning names: "5, 7 and yellow" in the reader's language. */
function namedWords(warning: ChatWarning, t: Translate, language: Language): string {
  const numbers = warning.numbers.map((n) => numberIn(n, language));
  const colours = warning.kind === 'rules' ? warning.colours.map((c) => t(`chat.colour.${c}`)) : [];
  return listIn([...numbers, ...colours], language);
}

function warningText(warning: ChatWarning, t: Translate, language: Language): string {
  const words = namedWords(warning, t, language);
  switch (warning.kind) {
    case 'rules':
      return t('chat.warn.rules', { words });
    case 'dial':
      return t(warning.explodes ? 'chat.warn.dialExplodes' : 'chat.warn.dial', { numbers: words });
    case 'spectator':
      return t('chat.warn.spectator', { numbers: words });
  }
}

function ChatForm({ table, view, ctx }: { table: Table; view: SeatView; ctx: ChatContext }) {
  const { t, tn, language } = useI18n();
  const [text, setText] = useState('');
  /** The text the shown warning is about; editing it takes the warning away. */
  const [warned, setWarned] = useState<{ text: string; warning: ChatWarning } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { send, sending, busy } = useSending(table, () => setText(''));
  const ids = useId();
  const [ruleId, countId, warningId] = [`${ids}-rule`, `${ids}-count`, `${ids}-warning`];
  const count = chatCount(text);
  const warning = warned?.text === text ? warned.warning : null;

  const sendNow = () => {
    setWarned(null);
    send(sayText(view.viewer, text));
    input.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!count.sendable || busy) return;
    // Warned once for this very text: Enter again sends it, as "Send anyway" does; a message
    // that costs a notch of the detonator goes only by its own button.
    if (warning) {
      if (warning.kind === 'rules') sendNow();
      return;
    }
    const found = chatWarning(text, ctx);
    if (found) setWarned({ text, warning: found });
    else sendNow();
  };
  const edit = () => {
    setWarned(null);
    input.current?.focus();
  };

  // The warning says more than the rule line: one of them at a time.
  const describedBy = [warning ? warningId : ruleId, count.shown ? countId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="chat-form" onSubmit={submit} data-testid="chat-form">
      <div className="chat-row">
        <label htmlFor={`${ids}-input`} className="visually-hidden">
          {t('chat.label')}
        </label>
        <input
          ref={input}
          id={`${ids}-input`}
          type="text"
          className="chat-input"
          data-testid="chat-input"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('chat.placeholder')}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={count.left < 0}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          data-action="chat-send"
          disabled={!count.sendable || busy || (warning !== null && warning.kind !== 'rules')}
        >
          {sending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      {count.shown && (
        <p
          id={countId}
          className={`chat-count${count.left < 0 ? ' is-over' : ''}`}
          data-testid="chat-count"
          aria-live="polite"
        >
          {count.left < 0 ? tn('chat.over', -count.left) : tn('chat.left', count.left)}
        </p>
      )}
      {warning && (
        <div
          id={warningId}
          className={`chat-warning chat-warning--${warning.kind}`}
          role="alert"
          data-testid="chat-warning"
          data-kind={warning.kind}
        >
          <p>
            <span aria-hidden="true">⚠ </span>
            {warningText(warning, t, language)}
          </p>
          <div className="chat-warning-buttons">
            {mayOverride(warning) && (
              <button
                type="button"
                className={warning.kind === 'dial' ? 'danger' : undefined}
                data-action="chat-send-anyway"
                disabled={busy}
                onClick={sendNow}
              >
                {t('chat.sendAnyway')}
              </button>
            )}
            <button type="button" data-action="chat-edit" onClick={edit}>
              {t(warning.kind === 'dial' ? 'chat.takeBack' : 'chat.edit')}
            </button>
          </div>
        </div>
      )}
      {!warning && (
        <p id={ruleId} className="chat-rule">
          {t(chatRule(ctx))}
        </p>
      )}
    </form>
  );
}
