import {
  adminAnswerContactBodySchema,
  adminContactQuerySchema,
  commitLeavingMessageQuerySchema,
  contactLeftSchema,
  contactMessageSchema,
} from '../contact';
import { endpoint } from '../endpoint';

/** The contact module's calls (server: apps/server/src/modules/contact): the contact form and its answers. */
export const contactApi = {
  commitLeavingMessage: endpoint({
    method: 'GET',
    path: '/community/front/commitLeavingMessage',
    tags: ['messages'],
    summary: 'Leave a message for the site',
    description:
      'Public (a token ties the message to the sender, who then gets the answer as a notice). Name, contact and message; at most 3 messages per 10 minutes per network address (31001).',
    query: commitLeavingMessageQuerySchema,
    response: contactLeftSchema,
  }),
  adminQueryContactMessages: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryContactMessages',
    tags: ['messages'],
    summary: "The site's contact messages",
    description:
      "The site's admin only (25007 for anyone else): the contact messages, newest first, paged, optionally only the open or the answered ones.",
    query: adminContactQuerySchema,
    response: contactMessageSchema,
  }),
  adminAnswerContactMessage: endpoint({
    method: 'POST',
    path: '/community/api/adminAnswerContactMessage',
    tags: ['messages'],
    summary: 'Answer a contact message',
    description:
      "The site's admin only (25007 for anyone else); once: a message already answered is 27002, none of the site with this id 404. A signed-in sender gets the answer as a notice.",
    body: adminAnswerContactBodySchema,
    response: contactMessageSchema,
  }),
};
