import { useI18n } from '../i18n/I18n';
import { SEAT_CHOICES, type SeatChoice } from './form';

/** Person, cautious bot or expert bot: one seat's choice, on the create form and in the lobby. */
export function SeatChoiceSelect({
  value,
  onChange,
  disabled = false,
  seat,
}: {
  value: SeatChoice;
  onChange: (choice: SeatChoice) => void;
  disabled?: boolean;
  seat?: number;
}) {
  const { t } = useI18n();
  return (
    <select
      data-seat={seat}
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const choice = SEAT_CHOICES.find((c) => c === e.target.value);
        if (choice) onChange(choice);
      }}
    >
      {SEAT_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t(`home.seat.${choice}`)}
        </option>
      ))}
    </select>
  );
}
