import { z } from 'zod';
import { access, answer, endpoint } from '../endpoint';
import { pictureLimits } from '../pictures';
import { profile } from '../profile';

/** D6 profile picture; the answers to a change are the profile with its new `pictureUrl`. */
export const pictureLimitsOf = endpoint({
  method: 'GET',
  path: '/users/me/picture/limits',
  access: access.member,
  resource: 'pictures',
  summary: 'The largest picture accepted and its types, so the web refuses a file before sending it',
  response: answer(pictureLimits),
});

export const uploadPicture = endpoint({
  method: 'PUT',
  path: '/users/me/picture',
  access: access.member,
  resource: 'pictures',
  changes: ['pictures', 'profile'],
  // The body is the image itself with its own Content-Type; its bytes decide what it is.
  summary: 'Sets the profile picture from a JPEG, PNG or WebP body, re-encoded to a 512×512 WebP',
  upload: true,
  response: answer(profile),
});

export const removePicture = endpoint({
  method: 'DELETE',
  path: '/users/me/picture',
  access: access.member,
  resource: 'pictures',
  changes: ['pictures', 'profile'],
  summary: 'Removes the profile picture and its file',
  response: answer(profile),
});

/** Decision 009: 128 random bits name each file, so the URL itself is the permission to see it. */
export const pictureFile = endpoint({
  method: 'GET',
  path: '/pictures/:key',
  access: access.public,
  resource: 'pictures',
  summary: 'A profile picture, by its key',
  params: z.object({ key: z.string().regex(/^[0-9a-f]{32}\.webp$/, '4000') }),
  download: true,
});
