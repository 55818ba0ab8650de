import { z } from 'zod';

/* ---------------------------------------------------------------------------------------------
 * Game types and the gateway's catalogue shapes (upstream-gateway.md §9)
 * ------------------------------------------------------------------------------------------- */

export const GAME_TYPES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BGS',
  'HOT',
] as const;
export const GameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameTypeSchema>;

/** Types shown as a vendor tile list rather than a game grid (spec section 2, "Game lists"). */
export const VENDOR_TILE_TYPES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LIVE',
] as const satisfies readonly GameType[];

/** Vendors that launch the lottery with a prize mode (spec section 4, "Game click"). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;

const id = z.union([z.string(), z.number()]).transform(String);
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null || v === '' ? null : String(v)));
const text = z
  .string()
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

export const GatewayGameSchema = z.object({
  nodeId: id,
  roomId: optionalId,
  gameId: optionalId,
  gameCode: optionalId,
  vassalage: z.string(),
  gameType: z.string(),
  gameName: text,
  nodeName: text,
  displayName: text,
  showIcon: text,
  defaultIcon: text,
  mobileSmallIcon: text,
  mobileLargeIcon: text,
  lagerIcon: text,
  supportPlay: z.coerce.number().nullish(),
  gameClassifyNew: text,
  isNew: z.union([z.number(), z.boolean(), z.string()]).nullish(),
  minBet: z.coerce.number().nullish(),
  gameGroupId: optionalId,
});
export type GatewayGame = z.infer<typeof GatewayGameSchema>;

export const GatewayGameListSchema = z.object({
  games: z.array(GatewayGameSchema).default([]),
  pageNum: z.coerce.number().int().nullish(),
  totalPages: z.coerce.number().int().default(0),
  totalCount: z.coerce.number().int().nullish(),
});

export const GatewayHotGamesSchema = z.object({ list: z.array(GatewayGameSchema).default([]) });

export const GatewayVendorCardSchema = z.object({
  vassalage: z.string(),
  accountTypeName: text,
  displayName: text,
  title: text,
  gameType: z.string(),
  smallIcon: text,
  mobileSmallIcon: text,
  h5Icon: text,
  lagerIcon: text,
  mobileLargeIcon: text,
  isGame: text,
  gameCode: optionalId,
  gameId: optionalId,
  nodeId: optionalId,
  roomId: optionalId,
  gameCount: z.coerce.number().int().nullish(),
});

export const GatewayVendorLanesSchema = z.object({
  data: z.object({
    lanes: z.array(
      z.object({
        title: z.string(),
        gameClassify: z.array(z.object({ key: z.string(), displayName: text })).nullish(),
        cards: z.array(GatewayVendorCardSchema).default([]),
      }),
    ),
  }),
});

export const GatewayVendorSortingSchema = z.array(
  z.object({
    gameCategory: z.string(),
    vendorNames: z
      .array(z.object({ vassalage: z.string(), accountTypeName: text, displayName: text }))
      .default([]),
  }),
);

/** getVassGameType: game type → vendor code → classifications. */
export const GatewayVassGameTypeSchema = z.object({
  content: z.record(
    z.string(),
    z.record(z.string(), z.array(z.object({ key: z.string(), displayName: text })).nullish()),
  ),
});

export const GatewayWinnerRowSchema = z.object({
  vo: z.object({
    nodeId: optionalId,
    gameId: optionalId,
    gameName: text,
    nodeName: text,
    gameType: text,
    vendor: text,
    vassalage: text,
    iconUrl: text,
    mobileSmallIcon: text,
    customerName: text,
    account: text,
    winAmount: z.coerce.number(),
  }),
});
export const GatewayRankListSchema = z
  .object({
    list: z.array(GatewayWinnerRowSchema).nullish(),
    records: z.array(GatewayWinnerRowSchema).nullish(),
    rankList: z.array(GatewayWinnerRowSchema).nullish(),
  })
  .transform((v) => v.list ?? v.records ?? v.rankList ?? []);

export const GatewayHotMatchSchema = z.object({
  matchId: optionalId,
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: text,
  awayTeamImageUrl: text,
  matchTime: z.coerce.number(),
  vendor: text,
  roomId: optionalId,
  nodeId: optionalId,
  gameId: optionalId,
});
export const GatewayHotMatchesSchema = z.object({
  list: z.array(GatewayHotMatchSchema).default([]),
});

/* ---------------------------------------------------------------------------------------------
 * What the web app receives
 * ------------------------------------------------------------------------------------------- */

export const GameSchema = z.object({
  nodeId: z.string(),
  gameId: z.string().nullable(),
  gameCode: z.string().nullable(),
  roomId: z.string().nullable(),
  name: z.string(),
  gameType: z.string(),
  vendor: z.string(),
  iconUrl: z.string().nullable(),
  largeIconUrl: z.string().nullable(),
  /** supportPlay 0 on the gateway: the player may choose free play. */
  supportsFreePlay: z.boolean(),
  isNew: z.boolean(),
  classify: z.string().nullable(),
  minBet: z.number().nullable(),
});
export type Game = z.infer<typeof GameSchema>;

export const VendorSchema = z.object({
  vendor: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  iconUrl: z.string().nullable(),
  largeIconUrl: z.string().nullable(),
  /** True: the tile opens the vendor's game list; false: it launches the vendor's lobby. */
  opensList: z.boolean(),
  lobby: z.object({
    gameCode: z.string().nullable(),
    gameId: z.string().nullable(),
    nodeId: z.string().nullable(),
  }),
  gameCount: z.number().int().nullable(),
});
export type Vendor = z.infer<typeof VendorSchema>;

/** Vendors of one game type, in the merchant's sorting order (side menu, vendor strips). */
export const VendorCategorySchema = z.object({
  gameType: z.string(),
  classifications: z.array(z.object({ key: z.string(), displayName: z.string() })),
  vendors: z.array(VendorSchema),
});
export type VendorCategory = z.infer<typeof VendorCategorySchema>;

export const WinnerSchema = z.object({
  nodeId: z.string().nullable(),
  gameName: z.string(),
  gameType: z.string().nullable(),
  vendor: z.string().nullable(),
  iconUrl: z.string().nullable(),
  customerName: z.string(),
  winAmount: z.number(),
});
export type Winner = z.infer<typeof WinnerSchema>;

export const HotMatchSchema = z.object({
  id: z.string(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string().nullable(),
  awayTeamImageUrl: z.string().nullable(),
  /** Epoch milliseconds; shown as DD/MM/YYYY hh:mm. */
  matchTime: z.number(),
  vendor: z.string().nullable(),
  roomId: z.string().nullable(),
  nodeId: z.string().nullable(),
});
export type HotMatch = z.infer<typeof HotMatchSchema>;
