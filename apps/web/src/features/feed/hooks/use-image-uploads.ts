import { ErrorCode, isPictureType, postImagesMax, type PostImage } from '@vitalia/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../../lib/api-client';
import { uploadPostImage } from '../api/upload-image';

/** One image of the post being written: on its way up, stored, or refused by the server. */
export interface ImageSlot {
  id: string;
  status: 'uploading' | 'ready' | 'failed';
  /** What to show: the chosen file while it uploads, then the stored image. */
  src: string;
  image: PostImage | null;
  /** An error code, when the server refused the file. */
  problem: string | null;
}

const slotOf = (image: PostImage): ImageSlot => ({
  id: image.key,
  status: 'ready',
  src: image.url,
  image,
  problem: null,
});

/**
 * The composer's images, each sent the moment it is chosen (as the profile picture is), so that saving the post only
 * names keys. The type and the count are checked first, so nobody waits on an upload bound to be refused.
 */
export function useImageUploads(initial: readonly PostImage[]) {
  const [slots, setSlots] = useState<ImageSlot[]>(() => initial.map(slotOf));
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextId = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (id: string, change: Partial<ImageSlot>) =>
    setSlots((current) => current.map((slot) => (slot.id === id ? { ...slot, ...change } : slot)));

  async function send(id: string, file: File) {
    try {
      const image = await uploadPostImage(file);
      update(id, { status: 'ready', image });
    } catch (error) {
      update(id, { status: 'failed', problem: apiErrorOf(error).code });
    }
  }

  function add(files: readonly File[]) {
    const accepted = files.filter((file) => isPictureType(file.type));
    const room = postImagesMax - slots.filter((slot) => slot.status !== 'failed').length;
    const taken = accepted.slice(0, Math.max(0, room));
    setRefusal(
      accepted.length > taken.length
        ? `${ErrorCode.tooManyPostImages}`
        : accepted.length < files.length
          ? `${ErrorCode.pictureNotAnImage}`
          : null,
    );
    const added = taken.map((file) => {
      const src = URL.createObjectURL(file);
      previews.current.add(src);
      nextId.current += 1;
      return {
        file,
        slot: { id: `new-${nextId.current}`, status: 'uploading', src, image: null, problem: null },
      };
    });
    setSlots((current) => [...current, ...added.map(({ slot }) => slot as ImageSlot)]);
    for (const { file, slot } of added) void send(slot.id, file);
  }

  function remove(id: string) {
    setRefusal(null);
    setSlots((current) => current.filter((slot) => slot.id !== id));
  }

  return {
    slots,
    add,
    remove,
    refusal,
    isUploading: slots.some((slot) => slot.status === 'uploading'),
    images: slots.flatMap((slot) => (slot.status === 'ready' && slot.image ? [slot.image] : [])),
    /** The server's word on the list as a whole (7701, 7702), once a save was refused for it. */
    setRefusal,
  };
}
