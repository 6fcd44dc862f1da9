import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBomb, sampleImage, scriptedSvg, textPretendingToBeJpeg } from "../../../tests/helpers/images";
import { testAppContext } from "../../../tests/helpers/app-context";
import { loader as uploadsLoader } from "~/routes/uploads";
import type { Database } from "../../../db/database";
import { processImage, storeImage } from "./image-pipeline.server";
import { MAX_UPLOAD_BYTES, uploadOf, uploadSources } from "~/lib/upload-variants";
import { fileSystemStorage, isStorageKey, uploadsDirectory } from "./storage.server";

/*
 * The image pipeline (docs/decisions/1102): an upload is judged by its content, re-encoded to
 * the site's sizes and formats, and stored under content-hashed names served for a year.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uploads-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("processImage", () => {
  it("re-encodes a JPEG into AVIF, WebP and JPEG at 800×450 and 1600×900, without its metadata", async () => {
    const outcome = await processImage(await sampleImage("jpeg"), "course");
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.image.src).toMatch(/^\/uploads\/courses\/[a-f0-9]{20}-800\.jpg$/);
    expect(outcome.image.files.map((file) => file.key.replace(/[a-f0-9]{20}/, "H"))).toEqual([
      "courses/H-800.avif",
      "courses/H-800.webp",
      "courses/H-800.jpg",
      "courses/H-1600.avif",
      "courses/H-1600.webp",
      "courses/H-1600.jpg",
    ]);
    const formats = await Promise.all(
      outcome.image.files.map(async (file) => {
        const metadata = await sharp(file.bytes).metadata();
        return `${metadata.format}:${metadata.width}x${metadata.height}:${metadata.exif ? "exif" : "clean"}`;
      }),
    );
    expect(formats).toEqual([
      "heif:800x450:clean",
      "webp:800x450:clean",
      "jpeg:800x450:clean",
      "heif:1600x900:clean",
      "webp:1600x900:clean",
      "jpeg:1600x900:clean",
    ]);
  });

  it("crops trainers' photos square (240 and 480) from a PNG", async () => {
    const outcome = await processImage(await sampleImage("png", 300, 500), "trainer");
    if (!outcome.ok) throw new Error(outcome.reason);
    const jpeg = outcome.image.files.find((file) => file.key.endsWith("-480.jpg"));
    const metadata = await sharp(jpeg?.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([480, 480]);
    expect(outcome.image.src).toMatch(/^\/uploads\/trainers\/[a-f0-9]{20}-240\.jpg$/);
  });

  it("scales a news poster whole into 800×1200 (never cropped), and says the size of its 1x image", async () => {
    const outcome = await processImage(await sampleImage("png", 600, 850), "news");
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.image.src).toMatch(/^\/uploads\/news\/[a-f0-9]{20}-800\.jpg$/);
    expect([outcome.image.width, outcome.image.height]).toEqual([800, 1133]);
    const sizes = await Promise.all(
      outcome.image.files
        .filter((file) => file.key.endsWith(".jpg"))
        .map(async (file) => {
          const metadata = await sharp(file.bytes).metadata();
          return `${file.key.replace(/[a-f0-9]{20}/, "H")}:${metadata.width}x${metadata.height}`;
        }),
    );
    expect(sizes).toEqual(["news/H-800.jpg:800x1133", "news/H-1600.jpg:1600x2267"]);
    // A wide photo is bound by its width, and keeps its shape too.
    const wide = await processImage(await sampleImage("jpeg", 1200, 400), "news");
    if (!wide.ok) throw new Error(wide.reason);
    expect([wide.image.width, wide.image.height]).toEqual([800, 267]);
  });

  it("refuses text that lies about being an image, whatever its name", async () => {
    expect(await processImage(textPretendingToBeJpeg, "course")).toEqual({
      ok: false,
      reason: "not-an-image",
    });
    expect(await processImage(new Uint8Array(), "course")).toEqual({ ok: false, reason: "not-an-image" });
  });

  it("refuses a file over 10 MB before reading it, and a 50 MB file", async () => {
    expect(await processImage(new Uint8Array(MAX_UPLOAD_BYTES + 1), "course")).toEqual({
      ok: false,
      reason: "too-large",
    });
    expect(await processImage(new Uint8Array(50 * 1024 * 1024), "course")).toEqual({
      ok: false,
      reason: "too-large",
    });
  });

  it("refuses SVG outright, with or without a script", async () => {
    expect(await processImage(scriptedSvg, "course")).toEqual({ ok: false, reason: "svg" });
  });

  it("refuses a decompression bomb by its pixel count, without decoding it", async () => {
    // 100 000² pixels (30 GB decoded), and 8 000² (64 megapixels: past the site's own limit).
    for (const bomb of [await pngBomb(), await pngBomb(8000, 8000)]) {
      expect(bomb.byteLength).toBeLessThan(1024);
      const started = performance.now();
      expect(await processImage(bomb, "course")).toEqual({ ok: false, reason: "too-many-pixels" });
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it("refuses a truncated image", async () => {
    const jpeg = await sampleImage("jpeg");
    const outcome = await processImage(jpeg.subarray(0, Math.floor(jpeg.byteLength / 2)), "course");
    expect(outcome).toEqual({ ok: false, reason: "not-an-image" });
  });
});

describe("the file-system storage", () => {
  it("puts, gets and deletes by key, and refuses keys that leave its directory", async () => {
    const storage = fileSystemStorage(dir);
    await storage.put("courses/abc-800.jpg", new Uint8Array([1, 2, 3]));
    expect(Array.from((await storage.get("courses/abc-800.jpg")) ?? [])).toEqual([1, 2, 3]);
    await storage.delete("courses/abc-800.jpg");
    expect(await storage.get("courses/abc-800.jpg")).toBeNull();
    for (const key of [
      "../secret.jpg",
      "/etc/passwd",
      "courses/../../x.jpg",
      "courses\\x.jpg",
      "Courses/X.JPG",
    ]) {
      expect(isStorageKey(key)).toBe(false);
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/not a storage key/);
    }
  });

  it("lists every stored key with when it was written, skipping writes in progress", async () => {
    const storage = fileSystemStorage(path.join(dir, "listed"));
    expect(await storage.list()).toEqual([]); // Nothing uploaded yet: no directory.
    const before = Date.now();
    await storage.put("courses/aaa-800.jpg", new Uint8Array([1]));
    await storage.put("trainers/bbb-480.webp", new Uint8Array([2]));
    await writeFile(path.join(dir, "listed", "courses", "ccc-800.jpg.123.456.tmp"), "half");
    const listed = await storage.list();
    expect(listed.map((file) => file.key).sort()).toEqual(["courses/aaa-800.jpg", "trainers/bbb-480.webp"]);
    for (const file of listed) expect(file.writtenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("knows which upload a file or an image's address belongs to", () => {
    const hash = "0123456789abcdef0123";
    expect(uploadOf(`/uploads/courses/${hash}-800.jpg`)).toBe(`courses/${hash}`);
    expect(uploadOf(`courses/${hash}-1600.avif`)).toBe(`courses/${hash}`);
    expect(uploadOf(`trainers/${hash}-480.webp`)).toBe(`trainers/${hash}`);
    expect(uploadOf(`news/${hash}-800.jpg`)).toBe(`news/${hash}`);
    for (const other of [
      "/images/courses/sst.webp",
      `courses/${hash}.jpg`,
      `notes/${hash}-800.jpg`,
      "notes/readme.txt",
    ]) {
      expect(uploadOf(other)).toBeNull();
    }
  });

  it("lives in UPLOADS_DIR, else DATA_DIR/uploads", () => {
    expect(uploadsDirectory({ DATA_DIR: "/srv/data", UPLOADS_DIR: undefined })).toBe(
      path.join("/srv/data", "uploads"),
    );
    expect(uploadsDirectory({ DATA_DIR: "/srv/data", UPLOADS_DIR: "/mnt/images" })).toBe("/mnt/images");
  });
});

describe("serving uploads", () => {
  it("serves each stored variant with its type and a year of immutable caching; anything else is 404", async () => {
    const outcome = await processImage(await sampleImage("jpeg"), "course");
    if (!outcome.ok) throw new Error(outcome.reason);
    const storage = fileSystemStorage(path.join(dir, "served"));
    await storeImage(storage, outcome.image);
    expect((await readdir(path.join(dir, "served", "courses"))).length).toBe(6);
    const context = testAppContext({} as Database, { env: { UPLOADS_DIR: path.join(dir, "served") } });
    const get = (key: string) =>
      uploadsLoader({
        params: { "*": key },
        context,
        request: new Request(`https://site.example/uploads/${key}`),
      } as never)
        .then((response: Response) => response)
        .catch((thrown: unknown) => thrown as Response);
    for (const file of outcome.image.files) {
      const response = await get(file.key);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const ext = file.key.split(".").pop();
      expect(response.headers.get("Content-Type")).toBe(
        { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[ext ?? ""],
      );
      expect(new Uint8Array(await response.arrayBuffer()).byteLength).toBe(file.bytes.byteLength);
    }
    for (const key of [
      "courses/0123456789abcdef0123-800.jpg",
      "../served/courses/x.jpg",
      "courses/x.svg",
      "",
    ]) {
      expect((await get(key)).status).toBe(404);
    }
    // The <picture> of an upload offers AVIF and WebP at 1x and 2x before the JPEG.
    expect(uploadSources(outcome.image.src)?.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
      "image/jpeg",
    ]);
    expect(uploadSources("/images/courses/course-5.svg")).toBeNull();
  });
});
