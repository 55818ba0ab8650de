/** The announcements slice (§17.4): the announcement ids each member has marked read. */
import { z } from 'zod';
import { Slice, ofMember } from '../../state/slice.ts';

const AnnouncementsRecordsSchema = z.object({
  /** Marquee, popup and promotion ids, keyed by the account id as a string. */
  read: z.record(z.string(), z.array(z.number().int())).default({}),
});
type AnnouncementsRecords = z.infer<typeof AnnouncementsRecordsSchema>;

export class AnnouncementsSlice extends Slice<AnnouncementsRecords> {
  static readonly key = 'announcements';
  static readonly schema = AnnouncementsRecordsSchema;
  static seed(): AnnouncementsRecords {
    return { read: {} };
  }

  readIds(accountId: number): ReadonlySet<number> {
    return new Set(ofMember(this.records.read, accountId, []));
  }

  setRead(accountId: number, announcementId: number, read: boolean): void {
    const list = ofMember(this.records.read, accountId, []).filter((id) => id !== announcementId);
    if (read) list.push(announcementId);
    this.write((records) => {
      records.read[String(accountId)] = list;
    });
  }
}
