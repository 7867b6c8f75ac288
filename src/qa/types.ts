/** What the control API answers, as the panel reads it (the simulator's own types stay in mock-server/). */

export interface ScenarioInfo {
  name: string;
  description: string;
}

export interface ScenarioList {
  current: string;
  seed: number;
  scenarios: ScenarioInfo[];
}

export interface SessionInfo {
  id: string;
  code: string | null;
  scenario: string;
  createdAt: string;
  lastUsed: string;
}

export interface ClockView {
  now: number;
  ist: string;
  frozen: boolean;
}

export interface MarketView {
  id: string;
  name: string;
  phase: string;
  session: string;
  /** IST 'YYYY-MM-DD HH:MM:SS' */
  closesAt: string;
  resultAt: string;
  latest: { number: string; session: string } | string | null;
}

export interface UserView {
  id: string;
  mobile: string;
  name: string;
  balance: number;
}

export interface PaymentView {
  id: string;
  userId: string;
  amount: number;
  status: string;
  createdAt: number;
}

export interface WithdrawalView {
  id: string;
  userId: string;
  mobile: string;
  amount: number;
  mode: string;
  status: string;
  requested: string;
}

export interface GroupView {
  id: string;
  name: string;
  /** whether members may post */
  messages: boolean;
  verified: boolean;
  messageCount: number;
  lastMessage: { from: string; text: string; at: string } | null;
}

export interface SmsView {
  mobile: string;
  code: string;
  purpose: string;
  sentAt: string;
  expiresAt: string;
  used: boolean;
}

export { MALFORMED_BODIES, OFFERED_FAULT_KINDS } from '../../domain/simControl';
export type { Fault, FaultKind } from '../../domain/simControl';

export interface FaultPlanInfo {
  name: string;
  description: string;
}

export type { JournalEntry } from '../../domain/simControl';
