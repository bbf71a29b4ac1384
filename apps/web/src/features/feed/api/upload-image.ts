import { feedEndpoints, type PostImage } from '@vitalia/contracts';
import { upload } from '../../../lib/endpoint-client';

/** The file's own bytes with its own type, as for a profile picture: the server decides from the bytes. */
export async function uploadPostImage(file: File): Promise<PostImage> {
  return (await upload(feedEndpoints.uploadPostImage, file)).data;
}
