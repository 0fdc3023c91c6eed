import { endpoint, fileEndpoint } from '../endpoint';
import { base64PicBodySchema, uploadFileQuerySchema, uploadResultSchema } from '../payments';

/**
 * The uploads module's calls (server: apps/server/src/modules/uploads). The image itself
 * (`queryUploadFile`) answers bytes, not the envelope.
 */
export const uploadsApi = {
  base64Pic: endpoint({
    method: 'POST',
    path: '/community/api/base64Pic',
    tags: ['payments'],
    summary: 'Upload an image (data URL or bare base64)',
    description:
      'Needs a token. PNG, JPEG, GIF or WebP by content, at most 2 MB: not an image answers 28005, larger 28006. Per user: 50 images (or 50 MB) a UTC day, avatars included (28013), and 3 uploads at once (28014).',
    body: base64PicBodySchema,
    response: uploadResultSchema,
  }),
  queryUploadFile: fileEndpoint({
    method: 'GET',
    path: '/community/api/uploadFile',
    tags: ['payments'],
    summary: 'An uploaded image: for its owner, the parties of a payment that holds it, or the site admin',
    description: 'Needs a token. Answers the raw image with its Content-Type; anyone else gets 404.',
    query: uploadFileQuerySchema,
    file: 'The image bytes (image/png, image/jpeg, image/gif, image/webp)',
  }),
};
