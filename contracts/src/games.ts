import { z } from 'zod';
import { GAME_TYPES, LOTTERY_PLAY_TYPES, MIN_BET_OPTIONS } from './game-types.ts';
import { LanguageCodeSchema } from './languages.ts';

/* ---------------------------------------------------------------------------------------------
 * Game types and the gateway's catalogue shapes (upstream-gateway.md §9)
 * ------------------------------------------------------------------------------------------- */

export const GameTypeSchema = z.enum(GAME_TYPES, { message: 'validation.invalid' });

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
  /** The lottery's play type where the game has one: `trad` (tradition) or `ent` (entertainment). */
  lottoMode: text,
});
export type GatewayGame = z.infer<typeof GatewayGameSchema>;

export const GatewayGameListSchema = z.object({
  games: z.array(GatewayGameSchema).default([]),
  pageNum: z.coerce.number().int().nullish(),
  totalPages: z.coerce.number().int().default(0),
  totalCount: z.coerce.number().int().nullish(),
});

/**
 * `MCSFE_getFavoriteGames` (§9.6): every favourite of the member as node ids, numbers or strings
 * (compared as strings); an absent value is none.
 */
export const GatewayFavouriteIdsSchema = z
  .array(id)
  .nullish()
  .transform((v) => v ?? []);

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

/**
 * GET /wps/game/launchGame value (§10), normalised to the one URL, or null when there is none.
 * Current builds answer `{content: {game_url}}`; older ones `gameUrl`, `url`, `link` or
 * `launchUrl`. Whether the URL is safe to open is the BFF's check, not this shape's.
 */
export const GatewayGameLaunchSchema = z
  .object({
    content: z.object({ game_url: text }).nullish(),
    gameUrl: text,
    url: text,
    link: text,
    launchUrl: text,
  })
  .nullish()
  .transform(
    (v) => v?.content?.game_url ?? v?.gameUrl ?? v?.url ?? v?.link ?? v?.launchUrl ?? null,
  );

/* ---------------------------------------------------------------------------------------------
 * Game launch and favourites: procedure inputs (spec section 4, "Game click", "Favourite toggle")
 * ------------------------------------------------------------------------------------------- */

/** Gateway node ids are numbers; clients carry them as digit strings (spec section 3). */
export const NodeIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, 'validation.invalid');
/** A vendor code as the gateway spells it (`JL`, `EG4`, `TCG_LOTTO_VN`). */
export const VendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalid');

export const GameLaunchInputSchema = z.object({
  nodeId: NodeIdSchema,
  vendor: VendorCodeSchema,
  /** The vendor's game id; lobbies and match rooms may have none (then it is not sent). */
  gameId: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,64}$/, 'validation.invalid')
    .optional(),
  gameType: GameTypeSchema,
  /** The free-play wallet (`accountType` 0); only for games with supportPlay 0. */
  freePlay: z.boolean().default(false),
  /** Passed to the vendor (JILI opens in Chinese without it); the session's by default. */
  language: LanguageCodeSchema.optional(),
});
export type GameLaunchInput = z.infer<typeof GameLaunchInputSchema>;

export const SetFavouriteInputSchema = z.object({
  nodeId: NodeIdSchema,
  vendor: VendorCodeSchema,
  gameType: GameTypeSchema,
  /** true adds the game to the favourites, false removes it. */
  favourite: z.boolean(),
});
export type SetFavouriteInput = z.infer<typeof SetFavouriteInputSchema>;

/**
 * games.list input (spec section 2 "Game lists", section 7 `GCSGAME_gameList`): one page of a
 * game type with the list's filters. `classify` is all, new, fav, hot, recent or a vendor
 * classification; fav and recent are the member's own and need a session.
 */
export const GameListInputSchema = z.object({
  gameType: GameTypeSchema,
  vendor: VendorCodeSchema.optional(),
  gameName: z.string().trim().max(50, 'validation.invalid').optional(),
  classify: z
    .string()
    .trim()
    .regex(/^[\w .&-]{1,40}$/, 'validation.invalid')
    // The member's own lists have their procedure: games.memberList.
    .refine((value) => !MEMBER_CLASSIFY_OPTIONS.includes(value as never), 'validation.invalid')
    .default('all'),
  minBet: z.enum(MIN_BET_OPTIONS, { message: 'validation.invalid' }).optional(),
  /** The 1-based page number, under tRPC's name for an infinite query's page parameter. */
  cursor: z.number().int().min(1).max(500).default(1),
  language: LanguageCodeSchema.optional(),
});
export type GameListInput = z.input<typeof GameListInputSchema>;
export type GameListQueryInput = z.output<typeof GameListInputSchema>;

/** The member's own lists: favourites (`/m/fav`) and recently played (`/m/recent`). */
export const MEMBER_CLASSIFY_OPTIONS = ['fav', 'recent'] as const;

/** games.memberList input: a page of the member's favourites or recent games, of one type or all. */
export const MemberGameListInputSchema = z.object({
  classify: z.enum(MEMBER_CLASSIFY_OPTIONS, { message: 'validation.invalid' }),
  gameType: GameTypeSchema.optional(),
  /** The 1-based page number (tRPC's infinite-query name). */
  cursor: z.number().int().min(1).max(500).default(1),
  language: LanguageCodeSchema.optional(),
});
export type MemberGameListInput = z.input<typeof MemberGameListInputSchema>;

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
  /** A lottery game's group and play type, which its launch carries (spec sections 3 and 8). */
  gameGroupId: z.string().nullish(),
  playType: z.enum(LOTTERY_PLAY_TYPES).nullish(),
});
export type Game = z.infer<typeof GameSchema>;

/** games.list: one page of games and where it sits ('page x / y'; 'more games' until the last). */
export const GameListPageSchema = z.object({
  games: z.array(GameSchema),
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type GameListPage = z.infer<typeof GameListPageSchema>;

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

/** games.categories: the vendor categories in the merchant's order (as home.bootstrap's). */
export const VendorCategoriesSchema = z.array(VendorCategorySchema);

/** games.favouriteIds: every favourite game of the member (node ids as strings), newest first. */
export const FavouriteIdsSchema = z.array(z.string());
export type FavouriteIds = z.infer<typeof FavouriteIdsSchema>;

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
  /**
   * The sports vendor's game id: what the launch sends as `gameId` for Bet Now. Not `roomId`:
   * the gateway checks `gameId` against the node's game and refuses a room id (issue 9).
   */
  gameId: z.string().nullable(),
});
export type HotMatch = z.infer<typeof HotMatchSchema>;

/** True for an absolute http(s) URL: the only kind a game link may be. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * games.setFavourite: `success` is the gateway's flag; when it is false nothing changed and
 * `favourite` is the state before the call (spec section 4, "Favourite toggle").
 */
export const SetFavouriteResultSchema = z.object({
  favourite: z.boolean(),
  success: z.boolean(),
});
export type SetFavouriteResult = z.infer<typeof SetFavouriteResultSchema>;
