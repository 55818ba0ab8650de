import { defineDomain } from '../../gateway/domain.ts';
import { cdnRoutes } from './cdn.routes.ts';

/** The images and small pages the sandbox renders itself (/cdn/...). */
export const cdn = defineDomain({ routes: cdnRoutes });
