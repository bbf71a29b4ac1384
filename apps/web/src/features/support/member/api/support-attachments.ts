import { pictureEndpoints, supportEndpoints, type SupportAttachment } from '@vitalia/contracts';
import { upload } from '../../../../lib/endpoint-client';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The file's own bytes with its own type, as for a profile picture: the server decides from the bytes. */
export async function uploadSupportAttachment(file: File): Promise<SupportAttachment> {
  return (await upload(supportEndpoints.uploadSupportAttachment, file)).data;
}

/** One limit for every image a member sends (the profile picture's), so a file too large is refused before sending. */
export const useImageLimits = () => useEndpointData(pictureEndpoints.pictureLimitsOf);
