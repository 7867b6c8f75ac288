/** The panel's sections, and what survives a reload: open or closed, and the section. */

export const QA_SECTIONS = [
  { id: 'session', label: 'Session', icon: '⇄' },
  { id: 'clock', label: 'Clock', icon: '◷' },
  { id: 'sms', label: 'SMS', icon: '✉' },
  { id: 'admin', label: 'Admin', icon: '⚙' },
  { id: 'faults', label: 'Faults', icon: '⚠' },
  { id: 'journal', label: 'Journal', icon: '☰' },
  { id: 'snapshot', label: 'Save', icon: '⤓' },
] as const;

export type QaSectionId = (typeof QA_SECTIONS)[number]['id'];

export interface QaUiState {
  open: boolean;
  section: QaSectionId;
}

export const QA_UI_KEY = 'qa-panel';
const DEFAULT: QaUiState = { open: false, section: 'clock' };

const isSection = (v: unknown): v is QaSectionId => QA_SECTIONS.some((s) => s.id === v);

/** sessionStorage: the tab's own QA state (a reload keeps it, a new tab starts closed). */
export function readQaUi(): QaUiState {
  try {
    const raw = JSON.parse(sessionStorage.getItem(QA_UI_KEY) ?? 'null') as Partial<QaUiState> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT;
    return {
      open: raw.open === true,
      section: isSection(raw.section) ? raw.section : DEFAULT.section,
    };
  } catch {
    return DEFAULT;
  }
}

export function writeQaUi(s: QaUiState): void {
  try {
    sessionStorage.setItem(QA_UI_KEY, JSON.stringify(s));
  } catch {
    /* storage unavailable: the state lasts until the page reloads */
  }
}
