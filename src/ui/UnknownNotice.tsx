import './UnknownNotice.css';

/** Says that a value the next step needs could not be read, in place of that step (a form, PLAY). */
export function UnknownNotice({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`card unknown-notice ${className}`.trim()} role="alert">
      {text}
    </p>
  );
}
