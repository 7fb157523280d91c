/** A robot's head, drawn inline (no emoji font needed): marks what a bot plays. */
export function BotIcon() {
  return (
    <svg
      className="bot-icon"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 1.5v2.5" stroke="currentColor" strokeLinecap="round" />
      <circle cx="8" cy="1.5" r="1" fill="currentColor" />
      <rect x="2.5" y="4.5" width="11" height="9" rx="2" fill="none" stroke="currentColor" />
      <circle cx="5.8" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="10.2" cy="8.5" r="1.2" fill="currentColor" />
      <path d="M6 11.5h4" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}
