import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { familyDefinition, type BankFamilyId } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { imageUrlFor } from '../exam/image-url';

/** Largest question image accepted (upload or import). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type read from the bytes (never from the name or the declared type), or null: no SVG (scripts). */
export function imageType(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(data))?.ext ?? null;
}

/** The content type an uploaded image is served with: the detected type's, never the name's. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * A plain file name for `wanted` whose extension is the detected type's (`x.html` holding GIF bytes becomes
 * `x.gif`): an upload named like a page or a script must never be stored, and so served, under that name.
 */
export function nameForType(wanted: string | undefined, ext: string): string | undefined {
  const stem = wanted
    ?.normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 120);
  return stem ? `${stem}.${ext}` : undefined;
}

export type ImageProblem = 'empty' | 'too-large' | 'not-an-image';

export function imageProblem(data: Buffer): ImageProblem | null {
  if (!data.length) return 'empty';
  if (data.length > MAX_IMAGE_BYTES) return 'too-large';
  return imageType(data) ? null : 'not-an-image';
}

export const IMAGE_PROBLEM_TEXT: Record<ImageProblem, string> = {
  empty: 'the image file is empty',
  'too-large': `the image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  'not-an-image': 'the file is not a PNG, JPEG, GIF or WebP image',
};

/**
 * Question images: staff's uploads and imports go to UPLOADS_DIR/<imageDir>/, served at the same address as the
 * images shipped in apps/api/assets/img/<imageDir>/ (static-web.ts), so a question only names its file.
 */
@Injectable()
export class ImageStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private folders(family: BankFamilyId): { uploads: string; assets: string } {
    const dir = familyDefinition(family).imageDir;
    return { uploads: join(this.config.uploadsDir, dir), assets: join(this.config.assetsDir, 'img', dir) };
  }

  url(family: BankFamilyId, file: string): string {
    return imageUrlFor(this.config.imageBaseUrl, familyDefinition(family).imageDir)(file);
  }

  private path(family: BankFamilyId, file: string): string | null {
    if (!/^[^/\\]+$/.test(file) || file.startsWith('.')) return null;
    const { uploads, assets } = this.folders(family);
    for (const folder of [uploads, assets]) {
      const path = join(folder, file);
      if (existsSync(path)) return path;
    }
    return null;
  }

  exists(family: BankFamilyId, file: string): boolean {
    return this.path(family, file) !== null;
  }

  async read(family: BankFamilyId, file: string): Promise<Buffer | null> {
    const path = this.path(family, file);
    return path ? readFile(path) : null;
  }

  /**
   * Where `data` is to be kept. The same bytes already on the server under `wanted` (an export of this bank, whose
   * shipped images may be SVG) keep that name; anything new is named with the extension of the type its bytes
   * show: `wanted`'s stem when that is free or already holds these bytes, else a name made of the content's hash.
   * Checks nothing (see imageProblem).
   */
  async place(
    family: BankFamilyId,
    data: Buffer,
    wanted?: string,
  ): Promise<{ file: string; exists: boolean }> {
    const plain = wanted?.normalize('NFC');
    if (plain && /^[^/\\]+$/.test(plain) && !plain.startsWith('.')) {
      const current = await this.read(family, plain);
      if (current?.equals(data)) return { file: plain, exists: true };
    }
    const ext = imageType(data) ?? 'bin';
    const hashed = `${createHash('sha256').update(data).digest('hex').slice(0, 20)}.${ext}`;
    const named = nameForType(wanted, ext);
    const candidates = named ? [named, hashed] : [hashed];
    for (const file of candidates) {
      const current = await this.read(family, file);
      if (!current) return { file, exists: false };
      if (current.equals(data)) return { file, exists: true };
    }
    return { file: hashed, exists: false };
  }

  /** Stores the bytes (checked by the caller) and answers the file name to put on the question. */
  async save(family: BankFamilyId, data: Buffer, wanted?: string): Promise<string> {
    const { file, exists } = await this.place(family, data, wanted);
    if (!exists) {
      const { uploads } = this.folders(family);
      await mkdir(uploads, { recursive: true });
      await writeFile(join(uploads, file), data);
    }
    return file;
  }
}
