import { defineDomain } from '../../gateway/domain.ts';
import { catalogueRelays } from './catalogue.relays.ts';
import { gameRoutes } from './games.routes.ts';
import { GamesSlice } from './games.state.ts';
import { playerGameRelays } from './player-games.relays.ts';

/** Games: the catalogue, each member's favourites and recent games, launch and the game page. */
export const games = defineDomain({
  slices: [GamesSlice],
  relays: [catalogueRelays, playerGameRelays],
  routes: gameRoutes,
});
