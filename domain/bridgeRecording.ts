/**
 * One exchange as the live-backend bridge records it (`npm run proxy -- --record DIR` appends one JSON line per call
 * to DIR/traffic.jsonl), already redacted (bridge/redact.ts). The bridge writes it; the simulator derives a scenario
 * from it (mock-server/recordings/worldFromBridge.ts).
 */
export interface RecordedExchange {
  /** when the reply was complete (ISO) */
  at: string;
  /** the contract's call name (operationId), or 'METHOD /path' for a call outside it */
  call: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  encoding: 'form' | 'json' | 'none' | 'other';
  body: Record<string, unknown> | null;
  status: number;
  ms: number;
  /** the reply as JSON, or its text when it was not JSON */
  reply: unknown;
}

export const TRAFFIC_FILE = 'traffic.jsonl';
