/** The panel's sections, and what survives a reload: open or closed, the section, where the button was dragged. */

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
  /** the floating button's distance from the top of the window (px); null: the default place */
  top: number | null;
}

export const QA_UI_KEY = 'qa-panel';
const DEFAULT: QaUiState = { open: false, section: 'clock', top: null };

const isSection = (v: unknown): v is QaSectionId => QA_SECTIONS.some((s) => s.id === v);

/** sessionStorage: the tab's own QA state (a reload keeps it, a new tab starts closed). */
export function readQaUi(): QaUiState {
  try {
    const raw = JSON.parse(sessionStorage.getItem(QA_UI_KEY) ?? 'null') as Partial<QaUiState> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT;
    return {
      open: raw.open === true,
      section: isSection(raw.section) ? raw.section : DEFAULT.section,
      top: typeof raw.top === 'number' && Number.isFinite(raw.top) ? raw.top : null,
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

/**
 * Where the closed panel's button may sit: a 44 × 48 tab on the left edge (a full touch target), below the header's
 * left button and above the bottom bars (tab bar, PLAY bar with its notice), so it never covers them. Toasts (top
 * right, z-index 100 over the tab's 35) are drawn above it should a long stack reach it.
 */
export const FAB_WIDTH = 44;
export const FAB_HEIGHT = 48;
export function fabBounds(viewportHeight: number): { min: number; max: number; initial: number } {
  const min = 64;
  const max = Math.max(min, viewportHeight - 200 - FAB_HEIGHT);
  return { min, max, initial: Math.min(max, Math.max(min, Math.round(viewportHeight * 0.45))) };
}
