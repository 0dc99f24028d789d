import type { FastifyRequest } from 'fastify';

/** The multipart field `file` of a request, read whole (the size limit is @fastify/multipart's, in create-app.ts). */
export interface UploadedImage {
  buffer: Buffer;
  /** As the browser named it (UTF-8). */
  originalname: string;
  size: number;
}

/** The request's `file` part, or null when the request is not multipart or carries no file. */
export async function readUploadedImage(req: FastifyRequest): Promise<UploadedImage | null> {
  if (!req.isMultipart()) return null;
  const part = await req.file();
  if (!part || part.fieldname !== 'file') return null;
  const buffer = await part.toBuffer();
  return { buffer, originalname: part.filename, size: buffer.length };
}
