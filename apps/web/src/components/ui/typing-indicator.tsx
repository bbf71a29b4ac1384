const delays = ['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'];

/** Three dots until the first words of a streamed text arrive; screen readers hear `label` instead. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 py-1.5">
      {delays.map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className={`size-2 animate-bounce rounded-full bg-ink-300 ${delay}`}
        />
      ))}
      <span className="sr-only">{label}</span>
    </span>
  );
}
