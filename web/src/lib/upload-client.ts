/**
 * The client of the BFF's upload mount (`/upload`, decision 011): ID images and a promotion
 * application's pictures are megabytes, so they go one call per request to the one route allowed
 * such a body, never in a batch.
 */
import type { UploadRouter } from '@app/bff/router';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts/values';
import { createTRPCClient, httpLink } from '@trpc/client';

export const uploadClient = createTRPCClient<UploadRouter>({
  links: [httpLink({ url: '/upload', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } })],
});
