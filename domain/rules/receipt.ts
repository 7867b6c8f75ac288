import { BET_TYPE, type BetLine } from '../wire';
import { digitFromHarufPosition, numberFromJodiPosition, positionLabel } from './jodi';
import { totalOf } from './lines';
import { formatAmount } from './rupees';
import { formatDateIST, type Instant } from '../time';
import type { ReceiptGameType } from './betTabs';


export interface Receipt {
  gameName: string;
  kind: ReceiptGameType;
  /** DD-MM-YYYY in IST */
  date: string;
  /** 'number = amount rs' per line, the amount grouped the Indian way ('12 = 1,50,000 rs') */
  lines: string[];
  total: number;
  bets: BetLine[];
}

/**
 * The number a player recognises: on a Jodi receipt grid positions become '00'–'99' and harufs 'A3' (Ander 3) /
 * 'B5' (Bahar 5); Copy Paste and Crossing lines already carry the number. Anything unexpected is shown raw.
 */
export function betLineLabel(kind: ReceiptGameType, line: BetLine): string {
  if (kind !== 'Jodi' || !/^[0-9]{1,3}$/.test(line.bet_numbers)) return line.bet_numbers;
  const position = Number(line.bet_numbers);
  if (line.type === BET_TYPE.jodi) return numberFromJodiPosition(position) ?? line.bet_numbers;
  return digitFromHarufPosition(position) === null ? line.bet_numbers : positionLabel(line.type, position);
}

export function receiptLine(kind: ReceiptGameType, line: BetLine): string {
  return `${betLineLabel(kind, line)} = ${formatAmount(line.bet_money)} rs`;
}

export function buildReceipt(input: { gameName: string; kind: ReceiptGameType; bets: readonly BetLine[]; at: Instant }): Receipt {
  const bets = input.bets.map((b) => ({ ...b }));
  return {
    gameName: input.gameName,
    kind: input.kind,
    date: formatDateIST(input.at),
    lines: bets.map((b) => receiptLine(input.kind, b)),
    total: totalOf(bets),
    bets,
  };
}
