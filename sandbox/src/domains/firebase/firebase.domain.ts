import { defineDomain } from '../../gateway/domain.ts';
import { firebaseRoutes } from './identity-toolkit.routes.ts';

/** The Firebase Authentication stand-in behind Facebook and Google login (decision 013). */
export const firebase = defineDomain({ routes: firebaseRoutes });
