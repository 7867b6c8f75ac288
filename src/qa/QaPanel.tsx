/**
 * The QA panel: a bottom sheet in a native modal <dialog> with seven sections, switched from a tab row at the
 * bottom (in reach of a thumb). Loaded only when first opened (QaLauncher's React.lazy).
 */
import { useEffect, useRef, type ComponentType } from 'react';
import { AdminSection } from './sections/AdminSection';
import { ClockSection } from './sections/ClockSection';
import { FaultsSection } from './sections/FaultsSection';
import { JournalSection } from './sections/JournalSection';
import { SessionSection } from './sections/SessionSection';
import { SmsSection } from './sections/SmsSection';
import { SnapshotSection } from './sections/SnapshotSection';
import { QA_SECTIONS, type QaSectionId } from './state';

const SECTION: Record<QaSectionId, ComponentType> = {
  session: SessionSection,
  clock: ClockSection,
  sms: SmsSection,
  admin: AdminSection,
  faults: FaultsSection,
  journal: JournalSection,
  snapshot: SnapshotSection,
};

export interface QaPanelProps {
  section: QaSectionId;
  onSection: (s: QaSectionId) => void;
  onClose: () => void;
}

export default function QaPanel({ section, onSection, onClose }: QaPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d || d.open) return;
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', ''); // a browser (or test DOM) without showModal: shown, not modal
    return () => {
      if (typeof d.close === 'function') d.close();
    };
  }, []);
  const Section = SECTION[section];
  const current = QA_SECTIONS.find((s) => s.id === section);
  return (
    <dialog
      ref={dialog}
      className="qa-sheet"
      aria-labelledby="qa-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) onClose(); // a tap on the backdrop
      }}
    >
      <header className="qa-head">
        <h2 id="qa-title">
          QA panel <span className="qa-head-section">· {current?.label}</span>
        </h2>
        <button type="button" className="qa-close" aria-label="Close QA panel" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="qa-body" role="tabpanel" id={`qa-panel-${section}`} aria-labelledby={`qa-tab-${section}`}>
        <Section />
      </div>
      <nav className="qa-tabs" role="tablist" aria-label="QA panel sections">
        {QA_SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={`qa-tab-${s.id}`}
            aria-selected={s.id === section}
            aria-controls={`qa-panel-${s.id}`}
            className={`qa-tab${s.id === section ? ' qa-tab-on' : ''}`}
            onClick={() => onSection(s.id)}
          >
            <span aria-hidden className="qa-tab-icon">
              {s.icon}
            </span>
            {s.label}
          </button>
        ))}
      </nav>
    </dialog>
  );
}
