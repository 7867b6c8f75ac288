/**
 * Contract: Jodi grid numbers on the wire under each backend reading (domain/jodiNumbers.ts, VITE_JODI_READING).
 * The client's game_bet fields (betFields) go over real HTTP to the simulator configured with the same reading;
 * the numbers it stores must be the numbers the player picked — grid cell 00, grid cell 07 and a crossing '07'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JODI_READINGS } from '../../domain/jodiNumbers';
import { BET_TYPE } from '../../domain/wire';
import { SIM_DEFAULT_CREDENTIALS } from '../../domain/simControl';
import { betFields } from '../../src/api/betting';
import { jodiPosition } from '../../domain/rules';
import { parseInstant } from '../../mock-server/core';
import { startHttpSimulator, type HttpSimulator } from '../../mock-server/http/server';
import { PLAYER_MOBILES } from '../../fixtures';

const NOW = parseInstant('2026-03-02 09:00') as number;

describe.each(JODI_READINGS)("Jodi reading '%s'", (reading) => {
  let sim: HttpSimulator;
  beforeAll(async () => {
    sim = await startHttpSimulator({ port: 0, now: NOW, frozen: true, settings: { jodiReading: reading } });
  });
  afterAll(() => sim.close());

  it('what the client sends is stored as the numbers the player picked', async () => {
    const user = sim.sim.userByMobile(PLAYER_MOBILES[0])!;
    const lines = [
      { bet_numbers: String(jodiPosition(0)), bet_money: 10, type: BET_TYPE.jodi }, // grid cell 00
      { bet_numbers: String(jodiPosition(7)), bet_money: 10, type: BET_TYPE.jodi }, // grid cell 07
      { bet_numbers: '07', bet_money: 5, type: BET_TYPE.jodi }, // crossing / copy paste
      { bet_numbers: '4', bet_money: 5, type: BET_TYPE.ander }, // Ander digit 3
    ];
    const fields = betFields({ gameId: '2', lines, total: 30 }, reading);
    const body = new FormData();
    for (const c of SIM_DEFAULT_CREDENTIALS) body.append(c.name, c.value);
    for (const [k, v] of Object.entries({ user_id: user.id, ...fields })) body.append(k, v);
    const res = await fetch(`${sim.url}/Webservices/game_bet`, { method: 'POST', body });
    expect(await res.json()).toEqual({ status: 1, msg: 'Bet placed successfully!' });
    const sent = (JSON.parse(fields.bet_numbers) as Array<{ bet_numbers: string }>).map((l) => l.bet_numbers);
    expect(sent).toEqual(reading === 'mod100' ? ['100', '7', '07', '4'] : ['1', '8', '8', '4']);
    const stored = sim.sim.userBets(user.id).slice(0, 4).reverse().map((b) => `${b.kind} ${b.number}`);
    expect(stored).toEqual(['jodi 00', 'jodi 07', 'jodi 07', 'ander 3']);
  });
});
