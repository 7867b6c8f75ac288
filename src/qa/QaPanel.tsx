/**
 * The QA panel: a bottom sheet in a modal <dialog> (src/ui/Modal.tsx) with seven sections, switched from a tab row
 * at the bottom (in reach of a thumb). Loaded only when first opened (QaLauncher's React.lazy).
 */
import type { ComponentType } from 'react';
import { Modal } from '../ui/Modal';
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
  const Section = SECTION[section];
  const current = QA_SECTIONS.find((s) => s.id === section);
  return (
    <Modal className="qa-sheet" labelledBy="qa-title" onCancel={onClose}>
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
    </Modal>
  );
}
