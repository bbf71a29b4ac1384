import {
  ErrorCode,
  pictureTypes,
  supportAttachmentsMax,
  type PictureLimits,
  type SupportAttachment,
} from '@vitalia/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../../../lib/api-client';
import { uploadSupportAttachment } from '../api/support-attachments';

/** One screenshot of the request being written: on its way up, stored, or refused by the server. */
export interface AttachmentSlot {
  id: string;
  status: 'uploading' | 'ready' | 'failed';
  /** The chosen file itself, shown while it uploads and after: the member's own screen, already in the browser. */
  preview: string;
  attachment: SupportAttachment | null;
  /** An error code, when the server refused the file. */
  problem: string | null;
}

/** The checks the server makes too, run first so that nobody waits on an upload bound to fail. */
function refusalOf(file: File, limits: PictureLimits | undefined): string | null {
  const types: readonly string[] = limits?.types ?? pictureTypes;
  if (!types.includes(file.type)) return `${ErrorCode.pictureNotAnImage}`;
  if (limits && file.size > limits.maxBytes) return `${ErrorCode.bodyTooLarge}`;
  return null;
}

/**
 * The contact form's screenshots, each sent the moment it is chosen (as a feed image is), so that sending the request
 * only names keys. Type, size and count are checked first; the first refusal of a choice is said for the whole list.
 */
export function useAttachmentUploads(limits: PictureLimits | undefined) {
  const [slots, setSlots] = useState<AttachmentSlot[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextId = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const forget = (slot: AttachmentSlot) => {
    URL.revokeObjectURL(slot.preview);
    previews.current.delete(slot.preview);
  };

  const update = (id: string, change: Partial<AttachmentSlot>) =>
    setSlots((current) => current.map((slot) => (slot.id === id ? { ...slot, ...change } : slot)));

  async function send(id: string, file: File) {
    try {
      update(id, { status: 'ready', attachment: await uploadSupportAttachment(file) });
    } catch (error) {
      update(id, { status: 'failed', problem: apiErrorOf(error).code });
    }
  }

  function add(files: readonly File[]) {
    const refusals = files.map((file) => refusalOf(file, limits));
    const accepted = files.filter((_, index) => refusals[index] === null);
    const room = supportAttachmentsMax - slots.filter((slot) => slot.status !== 'failed').length;
    const taken = accepted.slice(0, Math.max(0, room));
    setRefusal(
      refusals.find((code) => code !== null) ??
        (accepted.length > taken.length ? `${ErrorCode.tooManySupportAttachments}` : null),
    );
    const added = taken.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextId.current += 1;
      const slot: AttachmentSlot = {
        id: `attachment-${nextId.current}`,
        status: 'uploading',
        preview,
        attachment: null,
        problem: null,
      };
      return { file, slot };
    });
    setSlots((current) => [...current, ...added.map(({ slot }) => slot)]);
    for (const { file, slot } of added) void send(slot.id, file);
  }

  function remove(id: string) {
    setRefusal(null);
    slots.filter((slot) => slot.id === id).forEach(forget);
    setSlots((current) => current.filter((slot) => slot.id !== id));
  }

  /** After the request is sent: the form starts afresh. */
  function clear() {
    setRefusal(null);
    slots.forEach(forget);
    setSlots([]);
  }

  return {
    slots,
    add,
    remove,
    clear,
    refusal,
    /** The server's word on the list as a whole (8104, 8105), once a send was refused for it. */
    setRefusal,
    isUploading: slots.some((slot) => slot.status === 'uploading'),
    keys: slots.flatMap((slot) => (slot.status === 'ready' && slot.attachment ? [slot.attachment.key] : [])),
  };
}
