/**
 * The game host (issue 30, item 1): a launched game opens at `/m/play/:nodeId` in a frame under
 * our bar, when its provider lets our site frame it; otherwise it opens the old way (a window on
 * iOS, this tab elsewhere). The BFF tells which, per provider, from the provider's own headers.
 *
 * In the host, the page never holds the launch URL (it carries the game's session key): the BFF
 * keeps it under an opaque `launchId`, bound to the member's session, and its frame page
 * (`GAME_FRAME_PATH/:launchId`) embeds the game with a policy naming that game's origin only.
 */
import { z } from 'zod';
import { isHttpUrl, NodeIdSchema } from './games.ts';

/** The BFF's frame page of a hosted game: `${GAME_FRAME_PATH}/${launchId}`. */
export const GAME_FRAME_PATH = '/games/frame';

/** 16 random bytes, base64url. */
export const LaunchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'validation.invalid');

/**
 * games.launch: where the game opens.
 * - `host`: in our host, which shows `GAME_FRAME_PATH/launchId`; `startedAt` starts the session
 *   clock.
 * - `window`: the provider refuses framing (or could not be asked): the game's own page, opened
 *   as before (always http or https).
 */
export const GameLaunchSchema = z.discriminatedUnion('opens', [
  z.object({
    opens: z.literal('host'),
    launchId: LaunchIdSchema,
    startedAt: z.iso.datetime(),
  }),
  z.object({
    opens: z.literal('window'),
    url: z.string().refine(isHttpUrl, 'validation.invalid'),
  }),
]);
export type GameLaunch = z.infer<typeof GameLaunchSchema>;

export const HostedGameInputSchema = z.object({ launchId: LaunchIdSchema }).strict();
export type HostedGameInput = z.infer<typeof HostedGameInputSchema>;

/** games.hosted: a game the member opened in the host, while it is kept (or NOT_FOUND). */
export const HostedGameSchema = z.object({
  nodeId: NodeIdSchema,
  vendor: z.string(),
  startedAt: z.iso.datetime(),
});
export type HostedGame = z.infer<typeof HostedGameSchema>;
