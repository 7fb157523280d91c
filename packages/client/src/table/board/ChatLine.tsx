import { useI18n } from '../../i18n/I18n';
import { numbersPhrase, speakerName, type SaidEvent } from '../../logic/chat';
import { say } from '../../logic/words';
import '../play/chat.css';

/**
 * A chat message as an entry of the log: who said it (a spectator marked so, in words), then
 * the text as plain text; in mission 25 a message that named a wire number says it moved the
 * detonator, in words and not by its colour alone.
 */
export function ChatLine({ event, names }: { event: SaidEvent; names: readonly string[] }) {
  const { t } = useI18n();
  const cost = numbersPhrase(event, names);
  return (
    <>
      <span className="chat-speaker">{speakerName(event, names)}</span>
      {event.seat === 'spectator' && (
        <>
          {' '}
          <span className="chat-badge">{t('chat.spectator')}</span>
        </>
      )}
      {': '}
      <span className="chat-text" data-testid="chat-text">
        {event.signal === undefined ? event.text : t(`chat.signal.${event.signal}`)}
      </span>
      {cost && (
        <span className="chat-cost" data-testid="chat-cost">
          <span aria-hidden="true">⚠ </span>
          {say(cost, t)}
        </span>
      )}
    </>
  );
}
