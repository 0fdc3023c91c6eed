import { endpoint } from '../endpoint';
import { selfUserInfoSchema } from '../profile';

/** The users module's calls (server: apps/server/src/modules/users). */
export const usersApi = {
  selectCommunityUserInfo: endpoint({
    method: 'GET',
    path: '/community/api/selectCommunityUserInfo',
    tags: ['users'],
    summary: 'The signed-in user as the header shows them',
    description:
      'The caller with the social counters (attention, fans, favourites), the avatar lock and his own basic information. Needs a token.',
    response: selfUserInfoSchema,
  }),
};
