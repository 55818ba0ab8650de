import { describe, expect, it } from 'vitest';
import { toGame } from '../src/features/games/games.mapping.ts';

const keep = (url: string | null | undefined) => url ?? null;
const LOTTERY = {
  nodeId: '194001',
  gameId: 'TCG_LOTTO_VN0001',
  gameType: 'LOTT',
  vassalage: 'TCG_LOTTO_VN',
  gameName: 'VN Lottery',
  supportPlay: 1,
};

describe('a lottery game (spec sections 3 and 8)', () => {
  it('keeps its group and reads its play type from lottoMode', () => {
    const game = toGame({ ...LOTTERY, gameGroupId: '1', lottoMode: 'TRAD' } as never, keep);
    expect(game).toMatchObject({ gameGroupId: '1', playType: 'trad' });
    expect(toGame({ ...LOTTERY, lottoMode: 'ent' } as never, keep).playType).toBe('ent');
  });

  it('has none for a game without them', () => {
    expect(toGame({ ...LOTTERY, lottoMode: 'other' } as never, keep)).toMatchObject({
      gameGroupId: null,
      playType: null,
    });
  });
});
