import { BotIcon } from '../../app/BotIcon';
import { useI18n } from '../../i18n/I18n';
import { seatTagPhrase, type SeatTag } from '../../logic/seats';
import { say } from '../../logic/words';
import './seats.css';

/** "Bot · expert level", "A bot plays (away)": who plays a seat when it is not its person. */
export function SeatTagBadge({ tag }: { tag: SeatTag }) {
  const { t } = useI18n();
  const kind = tag.kind === 'bot' ? 'bot' : `bot badge--bot-${tag.kind}`;
  return (
    <span className={`badge badge--${kind}`} data-seat-tag={tag.kind}>
      <BotIcon />
      {say(seatTagPhrase(tag), t)}
    </span>
  );
}
