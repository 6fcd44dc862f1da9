import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "~/lib/env.server";

/**
 * Where uploaded files live (docs/decisions/1102): put, get and delete by key, and the list of
 * keys for the clean-up (upload-cleanup.server.ts). The key is a relative path such as
 * "courses/3f9c…-800.avif"; names carry a hash of the content, so a key is written once and
 * never changes. The file system is the store today; an S3-compatible bucket can replace it
 * behind the same four calls (ListObjectsV2 gives each key's LastModified).
 */
export interface UploadStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, with when it was written. */
  list(): Promise<StoredUpload[]>;
}

export interface StoredUpload {
  key: string;
  writtenAt: Date;
}

/** Keys: folders and names of lower-case letters, digits and dashes, one dot before the extension. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under one directory; a put writes a temporary file and renames it (no half-written file is served). */
export function fileSystemStorage(root: string): UploadStorage {
  const absolute = path.resolve(root);
  const fileOf = (key: string) => path.join(absolute, ...checkedKey(key).split("/"));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list() {
      let entries;
      try {
        entries = await readdir(absolute, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return []; // Nothing uploaded yet.
        throw error;
      }
      const stored: StoredUpload[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(absolute, file).split(path.sep).join("/");
        // A write in progress (its temporary name) is not a key: it is left alone.
        if (!isStorageKey(key)) continue;
        try {
          stored.push({ key, writtenAt: (await stat(file)).mtime });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // Removed meanwhile.
        }
      }
      return stored;
    },
  };
}

/** The directory of the file-system store: UPLOADS_DIR, else DATA_DIR/uploads. */
export function uploadsDirectory(env: Pick<Env, "DATA_DIR" | "UPLOADS_DIR">): string {
  return env.UPLOADS_DIR ?? path.join(env.DATA_DIR, "uploads");
}

/** The site's upload store, from its configuration. */
export function uploadStorage(env: Pick<Env, "DATA_DIR" | "UPLOADS_DIR">): UploadStorage {
  return fileSystemStorage(uploadsDirectory(env));
}
