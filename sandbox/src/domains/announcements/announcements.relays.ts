/**
 * Announcements (§11.1): the lists (banners, marquee, popups, promotions) with the member's read
 * marks, marking one read (§17.4) and the unread badge of the message centre.
 */
import { AGENT_TYPES } from '@app/contracts';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { IdSchema } from '../../shared/input.ts';
import {
  AnnouncementQuerySchema,
  announcementsValue,
  unreadAnnouncementCount,
} from './announcement-query.ts';
import { ANNOUNCEMENT_IDS } from './announcements.data.ts';
import { AnnouncementsSlice } from './announcements.state.ts';

const MarkReadSchema = z
  .object({ announcementId: IdSchema, read: z.boolean().default(true) })
  .loose();

export const announcementRelays = defineRelays(
  {
    // Recorded: which token, types and groups a home asked with (a member's login popups).
    announcements: relay('MCSFE_getListAnnouncements', ['COMM3'], 'optional', { record: true }),
    announcementsCcs: relay('CCSFE_getListAnnouncements', ['COMM3'], 'optional'),
    markAnnouncementRead: relay('MCSFE_markAnnouncementAsRead', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    unreadAnnouncements: relay('MCSFE_getUnreadAnnouncementCount', ['COMM3'], 'login', {
      record: true,
    }),
  },
  (deps) => {
    const { publicUrl, runtime } = deps;
    const announcements = deps.slice(AnnouncementsSlice);
    const list = ({ query, account }: { query: unknown; account: { id: number } | null }) =>
      announcementsValue(
        parseInput(AnnouncementQuerySchema, query),
        publicUrl,
        account ? announcements.readIds(account.id) : null,
        runtime.content.banners,
        runtime.emptied('marquee'),
      );
    return {
      announcements: list,
      announcementsCcs: list,

      markAnnouncementRead: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(MarkReadSchema, ctx.payload);
        if (!ANNOUNCEMENT_IDS.has(body.announcementId)) {
          throw gatewayErrors.requestParam(`Announcement ${body.announcementId} not found`);
        }
        announcements.setRead(account.id, body.announcementId, body.read);
        return null;
      },

      unreadAnnouncements: (ctx) => {
        const { account } = requireAccount(ctx);
        const isAgent = (AGENT_TYPES as readonly number[]).includes(account.type);
        return unreadAnnouncementCount(announcements.readIds(account.id), isAgent);
      },
    };
  },
);
