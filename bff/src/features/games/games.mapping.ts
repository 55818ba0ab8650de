/** Gateway catalogue shapes → what the web app receives (contracts/src/games.ts). */
import type { Game, GatewayGame, HotMatch, VendorCategory, Winner } from '@app/contracts';
import type {
  GatewayHotMatchSchema,
  GatewayVendorLanesSchema,
  GatewayVendorSortingSchema,
  GatewayWinnerRowSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { UrlCheck } from '../../lib/safe-url.ts';

function truthy(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/** Every image URL goes through `urls` (lib/safe-url.ts): only http(s) and relative paths. */
export function toGame(game: GatewayGame, urls: UrlCheck): Game {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameCode: game.gameCode,
    roomId: game.roomId,
    name: game.displayName ?? game.gameName ?? game.nodeName ?? game.nodeId,
    gameType: game.gameType,
    vendor: game.vassalage,
    iconUrl: urls(game.mobileSmallIcon ?? game.showIcon ?? game.defaultIcon, 'game.iconUrl'),
    largeIconUrl: urls(
      game.mobileLargeIcon ?? game.lagerIcon ?? game.showIcon ?? game.defaultIcon,
      'game.largeIconUrl',
    ),
    supportsFreePlay: game.supportPlay === 0,
    isNew: truthy(game.isNew),
    classify: game.gameClassifyNew,
    minBet: game.minBet ?? null,
    gameGroupId: game.gameGroupId ?? null,
    playType: playTypeOf(game.lottoMode),
  };
}

/** `lottoMode` as the lottery's play type: tradition or entertainment (spec section 8), else none. */
function playTypeOf(lottoMode: string | null | undefined): 'trad' | 'ent' | null {
  const mode = lottoMode?.trim().toLowerCase() ?? '';
  if (mode.startsWith('trad')) return 'trad';
  if (mode.startsWith('ent')) return 'ent';
  return null;
}

/** The desktop client moves these SPORTS-lane vendors to their own lanes (§9.2). */
const LANE_OF_VENDOR: Record<string, string> = {
  IMES: 'ESPORTS',
  TF: 'ESPORTS',
  IA: 'ESPORTS',
  SV3: 'COCKFIGHT',
};

/**
 * Vendor lanes in the merchant's sorting order: categories follow the sorting entries, vendors
 * inside a category follow `vendorNames`; anything the sorting does not name keeps the gateway's
 * order after the sorted ones.
 */
export function toCategories(
  lanes: z.infer<typeof GatewayVendorLanesSchema>,
  sorting: z.infer<typeof GatewayVendorSortingSchema> | null,
  urls: UrlCheck,
): VendorCategory[] {
  const byType = new Map<string, VendorCategory>();
  for (const lane of lanes.data.lanes) {
    for (const card of lane.cards) {
      const gameType = LANE_OF_VENDOR[card.vassalage] ?? (card.gameType || lane.title);
      let category = byType.get(gameType);
      if (!category) {
        category = {
          gameType,
          classifications:
            gameType === lane.title
              ? (lane.gameClassify ?? []).map((c) => ({
                  key: c.key,
                  displayName: c.displayName ?? c.key,
                }))
              : [],
          vendors: [],
        };
        byType.set(gameType, category);
      }
      category.vendors.push({
        vendor: card.vassalage,
        displayName: card.displayName ?? card.accountTypeName ?? card.title ?? card.vassalage,
        gameType,
        iconUrl: urls(card.mobileSmallIcon ?? card.smallIcon ?? card.h5Icon, 'vendor.iconUrl'),
        largeIconUrl: urls(
          card.mobileLargeIcon ?? card.lagerIcon ?? card.h5Icon,
          'vendor.largeIconUrl',
        ),
        opensList: card.isGame === 'VASSALAGE',
        lobby: { gameCode: card.gameCode, gameId: card.gameId, nodeId: card.nodeId },
        gameCount: card.gameCount ?? null,
      });
    }
  }
  if (!sorting?.length) return [...byType.values()];
  const rank = (list: string[], key: string) => {
    const index = list.indexOf(key);
    return index === -1 ? list.length : index;
  };
  const typeOrder = sorting.map((s) => s.gameCategory);
  const categories = [...byType.values()].sort(
    (a, b) => rank(typeOrder, a.gameType) - rank(typeOrder, b.gameType),
  );
  for (const category of categories) {
    const vendorOrder =
      sorting
        .find((s) => s.gameCategory === category.gameType)
        ?.vendorNames.map((v) => v.vassalage) ?? [];
    category.vendors.sort((a, b) => rank(vendorOrder, a.vendor) - rank(vendorOrder, b.vendor));
  }
  return categories;
}

export function toWinner(row: z.infer<typeof GatewayWinnerRowSchema>, urls: UrlCheck): Winner {
  const vo = row.vo;
  return {
    nodeId: vo.nodeId,
    gameName: vo.gameName ?? vo.nodeName ?? '',
    gameType: vo.gameType,
    vendor: vo.vendor ?? vo.vassalage,
    iconUrl: urls(vo.mobileSmallIcon ?? vo.iconUrl, 'winner.iconUrl'),
    customerName: vo.customerName ?? vo.account ?? '',
    winAmount: Math.round(vo.winAmount * 100) / 100,
  };
}

export function toHotMatch(
  match: z.infer<typeof GatewayHotMatchSchema>,
  index: number,
  urls: UrlCheck,
): HotMatch {
  return {
    id: match.matchId ?? `${match.homeTeam}-${match.awayTeam}-${match.matchTime}-${index}`,
    league: match.league,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    homeTeamImageUrl: urls(match.homeTeamImageUrl, 'match.homeTeamImageUrl'),
    awayTeamImageUrl: urls(match.awayTeamImageUrl, 'match.awayTeamImageUrl'),
    matchTime: match.matchTime,
    vendor: match.vendor,
    roomId: match.roomId,
    nodeId: match.nodeId,
    gameId: match.gameId,
  };
}
