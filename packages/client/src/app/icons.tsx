/**
 * Small icons drawn inline, like the header's bomb: symbols that only an emoji font has (a
 * stopwatch, a heavy plus) show as empty boxes where none is installed. They take the text's
 * colour and size and are hidden from screen readers (the text beside them says it all).
 */

/** The turn clock's stopwatch. */
export function ClockIcon() {
  return (
    <svg className="inline-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M6.5 1.75h3M8 1.75v1.75" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 9V6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M12.2 4.3l1.1-1.1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** A bonus on the mission sheet: a plus in a circle. */
export function PlusIcon() {
  return (
    <svg className="inline-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v7M4.5 8h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A coffee on the mission sheet: a cup with steam. */
export function CoffeeIcon() {
  return (
    <svg className="inline-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M2.5 7h9v3.5a3.5 3.5 0 0 1-3.5 3.5h-2a3.5 3.5 0 0 1-3.5-3.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M11.5 8.5h1a1.75 1.75 0 0 1 0 3.5h-1" fill="none" stroke="currentColor" />
      <path
        d="M5.5 2.5c-.8.9.8 1.6 0 2.5M8.5 2.5c-.8.9.8 1.6 0 2.5"
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A value the sequence card keeps closed: a padlock. */
export function LockIcon() {
  return (
    <svg className="inline-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
      <path
        d="M5.25 7V5a2.75 2.75 0 0 1 5.5 0v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The spoken clock: a loudspeaker with sound waves, or struck through when the voice is off. */
export function SpeakerIcon({ off = false }: { off?: boolean }) {
  return (
    <svg className="inline-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 6h3l4-3.5v11L5 10H2z" fill="currentColor" />
      {off ? (
        <path d="M11 5.5l4 5M15 5.5l-4 5" stroke="currentColor" strokeWidth="1.5" />
      ) : (
        <path
          d="M11 5.5a3.5 3.5 0 0 1 0 5M12.75 3.5a6 6 0 0 1 0 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
