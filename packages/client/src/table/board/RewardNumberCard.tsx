import { useI18n, type I18n } from '../../i18n/I18n';
import { ALL_FOUR, rewardNow, type RewardNow, type RewardView } from '../../logic/face-down';

/**
 * The Number card in words: its wires cut so far, or, all four cut, that a card is turned over
 * now (the next Number card comes after the pick, in the card's order).
 */
export function rewardText({ number, cut }: RewardNow, t: I18n['t']): string {
  if (number === null) return t('board.reward.none');
  return cut >= ALL_FOUR
    ? t('board.reward.earned', { value: number })
    : t('board.reward.text', { value: number, cut, needed: ALL_FOUR });
}

/**
 * Mission 15's face-up Number card, beside the detonator: which value earns the next face-down
 * equipment card, how many of its four wires are cut, and how many cards are still face down.
 */
export function RewardNumberCard({ reward }: { reward: RewardNow }) {
  const { t, tn } = useI18n();
  const { number, faceDown } = reward;
  return (
    <section
      className="reward-number"
      aria-label={t('board.reward.title')}
      data-testid="reward-number"
      data-number={number ?? undefined}
    >
      <h3 className="panel-title">{t('board.reward.title')}</h3>
      <p className="red-number-card">
        {number !== null && (
          <span className="reward-number-value" aria-hidden="true">
            {number}
          </span>
        )}
        <span className="red-number-text">
          {rewardText(reward, t)} {tn('board.reward.left', faceDown.length)}
        </span>
      </p>
    </section>
  );
}

/** The Number card of a mission that deals its equipment face down; nothing otherwise. */
export function Reward({ view }: { view: RewardView }) {
  const reward = rewardNow(view);
  return reward && <RewardNumberCard reward={reward} />;
}
