/**
 * Calibration of the image forensics (checks 9, 10, 11: error level analysis, noise and
 * compression grid, copy-move) on clean scans and phone photos and on tampered images of our own.
 *
 *   npx tsx scripts/bench/forensics-image-calibration.ts [--out /tmp/f-image-calib] [--per-family 1] [--families 40] [--regen] [--make-only] [--only <variant prefix>] [--verbose]
 *
 * The corpus is made from the development families only (scripts/samples/families/dev; the
 * held-out families are never loaded) with the degradations of scripts/samples/families/degrade.ts:
 * flatbed scans (rotation, noise, 100–300 dpi, stamps) saved as PNG or JPEG, phone photos
 * (perspective, uneven light and shadow, blur, JPEG 70–88), portal screenshots, and a clean JPEG
 * recompressed or resized as a whole (a whole-page recompression is not a tamper).
 *
 * Tampered images, each a real edit of one of those:
 * - `jpeg-paste`: a region of the page (a block of values) replaced by the same region of another
 *   rendering of the family (other values), scanned or photographed the same way but never
 *   compressed or compressed at another quality and offset, and the whole image re-saved;
 * - `png-paste`: a noisy scan PNG with a region replaced by the clean digital render (typed in);
 * - `png-photo`: a JPEG photo pasted into a PNG page's photo box;
 * - `clone`: a region (a stamp or a value) copied elsewhere on the same page, then saved.
 *
 * Prints the false-flag rate on the clean set (any medium or high signal of checks 9–11; and the
 * rate of high ones) and the detection rate on the tampered set (a medium or high signal whose box
 * overlaps the edited region; and the rate found as high), per kind, and the time per page.
 *
 * Last run (2026-11-28, `--per-family 1 --families 36` made, `--sample 2` read: 17 families, on a
 * 2-core machine at load ≈17): clean 0.0% flagged of 102 (scans PNG/JPEG, photos, screenshots,
 * whole-page recompressions and resizes), 0.0% with a high signal; planted changes found at their
 * place 69.4% of 85 (high 62.4%): png-paste 100%, png-photo 100% (88% high), jpeg-paste-scan 65%,
 * jpeg-paste-photo 35%, clone-photo 60%, clone-scan 29%. Wall time per page median 3.6 s under
 * that load (process CPU ≈2–3.5 s for 4–9 megapixel pages).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { loadFamilies } from '../samples/families/corpus';
import { photograph, stampAndSign } from '../samples/families/degrade';
import { Rng, hashString } from '../samples/rng';
import { renderPage, scan, toJpeg, toPng, type RawImage } from '../samples/scan';
import { analyseImageForensics } from '../../src/processing/forensics/image';
import type { ForensicsSignal } from '../../src/processing/forensics/signals';

type Box = { left: number; top: number; width: number; height: number };

interface CalibItem {
  file: string;
  family: string;
  kind: 'clean' | 'tampered';
  variant: string;
  format: 'png' | 'jpeg';
  /** The edited region(s) in pixels (tampered only). */
  regions?: Box[];
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function raw(img: RawImage): Promise<sharp.Sharp> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });
}

async function decodeRgb(bytes: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(bytes).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data };
}

function paste(dst: RawImage, src: RawImage, box: Box, srcOffset = { dx: 0, dy: 0 }): void {
  for (let y = box.top; y < box.top + box.height; y++) {
    const sy = y + srcOffset.dy;
    if (y < 0 || y >= dst.height || sy < 0 || sy >= src.height) continue;
    for (let x = box.left; x < box.left + box.width; x++) {
      const sx = x + srcOffset.dx;
      if (x < 0 || x >= dst.width || sx < 0 || sx >= src.width) continue;
      const o = (y * dst.width + x) * 3;
      const i = (sy * src.width + sx) * 3;
      dst.data[o] = src.data[i];
      dst.data[o + 1] = src.data[i + 1];
      dst.data[o + 2] = src.data[i + 2];
    }
  }
}

/** A region of values on the page: inside the text area, a few lines tall. */
function valueRegion(rng: Rng, w: number, h: number): Box {
  const width = Math.round(w * rng.float(0.12, 0.3));
  const height = Math.round(h * rng.float(0.025, 0.06));
  return { left: Math.round(w * rng.float(0.1, 0.85) - width / 2), top: Math.round(h * rng.float(0.2, 0.75)), width, height };
}

/** A synthetic ID photo: a lit head-and-shoulders shape over a gradient, with sensor noise. */
async function idPhoto(rng: Rng, width: number, height: number, quality: number): Promise<RawImage> {
  const data = Buffer.alloc(width * height * 3);
  const bg = [rng.int(120, 220), rng.int(120, 220), rng.int(150, 235)];
  const skin = [rng.int(150, 230), rng.int(110, 180), rng.int(80, 150)];
  const cloth = [rng.int(20, 90), rng.int(20, 90), rng.int(30, 110)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width - 0.5;
      const v = y / height;
      const head = (u / 0.22) ** 2 + ((v - 0.38) / 0.25) ** 2 < 1;
      const body = v > 0.68 && Math.abs(u) < 0.45 - (1 - v) * 0.6;
      const c = head ? skin : body ? cloth : bg;
      const shade = 1 - 0.25 * v + 0.1 * Math.sin(x * 0.05 + y * 0.03);
      for (let k = 0; k < 3; k++) data[(y * width + x) * 3 + k] = Math.max(0, Math.min(255, c[k] * shade + rng.gauss() * 3));
    }
  }
  const jpeg = await sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
  return decodeRgb(jpeg);
}

async function makeCorpus(outDir: string, perFamily: number, maxFamilies: number): Promise<CalibItem[]> {
  await mkdir(outDir, { recursive: true });
  // Never the held-out split. Families are spread over the list (every n-th) when fewer are asked.
  const all = await loadFamilies(['dev']);
  const every = Math.max(1, Math.floor(all.length / maxFamilies));
  const families = all.filter((_, i) => i % every === 0).slice(0, maxFamilies);
  const items: CalibItem[] = [];
  const put = async (name: string, bytes: Buffer, item: Omit<CalibItem, 'file'>) => {
    await writeFile(path.join(outDir, name), bytes);
    items.push({ file: name, ...item });
  };
  for (const fam of families) {
    for (let k = 0; k < perFamily; k++) {
      const rng = new Rng(hashString(`${fam.id}-${k}`) ^ 0x1f1f);
      const a = await fam.render(new Rng(rng.int(1, 2 ** 31 - 1)));
      const b = await fam.render(new Rng(rng.int(1, 2 ** 31 - 1)));
      const pa = path.join(outDir, `tmp-a.pdf`);
      const pb = path.join(outDir, `tmp-b.pdf`);
      await writeFile(pa, a.pdf);
      await writeFile(pb, b.pdf);
      const stem = `${fam.id}-${k}`;
      const base = { family: fam.id };

      // Flatbed scan (PNG and JPEG) with the patch source scanned the same way.
      const dpi = rng.pick([100, 150, 200, 300] as const);
      const rot = Math.round(rng.float(0.3, 2.5) * (rng.bool() ? 1 : -1) * 100) / 100;
      const stamp = rng.bool(0.6);
      let ra = await renderPage(pa, 1, dpi);
      const rb = await renderPage(pb, 1, dpi);
      if (stamp) ra = await stampAndSign(ra, { seed: rng.int(1, 1e9) });
      const scanSeed = rng.int(1, 1e9);
      const sa = await scan(ra, { dpi, rotationDegrees: rot, seed: scanSeed });
      const sb = await scan(rb, { dpi, rotationDegrees: rot, seed: scanSeed + 1 });
      const q1 = rng.int(75, 92);
      const scanJpeg = await toJpeg(sa, q1);
      const scanPng = await toPng(sa);
      await put(`${stem}-scan.png`, scanPng, { ...base, kind: 'clean', variant: 'scan-png', format: 'png' });
      await put(`${stem}-scan.jpg`, scanJpeg, { ...base, kind: 'clean', variant: 'scan-jpeg', format: 'jpeg' });

      // Phone photo.
      const photoW = rng.int(1000, 1700);
      const pq = rng.int(70, 88);
      const rphoto = await renderPage(pa, 1, 200);
      const ph = (await photograph(stamp ? await stampAndSign(rphoto, { seed: rng.int(1, 1e9) }) : rphoto, { seed: rng.int(1, 1e9), pageWidthPx: photoW, jpegQuality: pq })).image;
      const photoJpeg = await toJpeg(ph, pq);
      await put(`${stem}-photo.jpg`, photoJpeg, { ...base, kind: 'clean', variant: 'photo', format: 'jpeg' });

      // Screenshot (crisp, no noise) and whole-page recompression / resize of a clean JPEG.
      const shot = await renderPage(pa, 1, 96);
      await put(`${stem}-screenshot.png`, await (await raw(shot)).png().toBuffer(), { ...base, kind: 'clean', variant: 'screenshot', format: 'png' });
      await put(`${stem}-recompressed.jpg`, await sharp(scanJpeg).jpeg({ quality: rng.int(60, 95) }).toBuffer(), { ...base, kind: 'clean', variant: 'recompressed', format: 'jpeg' });
      const meta = await sharp(photoJpeg).metadata();
      await put(`${stem}-resized.jpg`, await sharp(photoJpeg).resize(Math.round((meta.width ?? 1000) * rng.float(0.6, 0.9))).jpeg({ quality: rng.int(70, 92) }).toBuffer(), {
        ...base,
        kind: 'clean',
        variant: 'resized',
        format: 'jpeg',
      });

      // jpeg-paste on the scan: the other rendering's region, never compressed (or at another
      // quality, shifted off the grid), pasted into the decoded JPEG, re-saved.
      {
        const box = valueRegion(rng, sa.width, sa.height);
        const dec = await decodeRgb(scanJpeg);
        let src = sb;
        if (rng.bool()) src = await decodeRgb(await toJpeg(sb, rng.int(60, 90)));
        const shift = rng.bool() ? { dx: rng.int(1, 7), dy: rng.int(1, 7) } : { dx: 0, dy: 0 };
        paste(dec, src, box, shift);
        const q2 = rng.int(Math.min(95, q1 + 3), 96);
        await put(`${stem}-scan-paste.jpg`, await toJpeg(dec, q2), { ...base, kind: 'tampered', variant: 'jpeg-paste-scan', format: 'jpeg', regions: [box] });
      }
      // jpeg-paste on the photo: a region of another photo of the other rendering.
      {
        const box = valueRegion(rng, ph.width, ph.height);
        const dec = await decodeRgb(photoJpeg);
        const other = (await photograph(await renderPage(pb, 1, 200), { seed: rng.int(1, 1e9), pageWidthPx: photoW, jpegQuality: pq })).image;
        const src = await decodeRgb(await toJpeg(other, rng.int(60, 95)));
        paste(dec, src, box, { dx: rng.int(-3, 3), dy: rng.int(-3, 3) });
        const q2 = rng.int(Math.min(95, pq + 3), 96);
        await put(`${stem}-photo-paste.jpg`, await toJpeg(dec, q2), { ...base, kind: 'tampered', variant: 'jpeg-paste-photo', format: 'jpeg', regions: [box] });
      }
      // png-paste: the clean digital render of the other document typed into the noisy scan.
      {
        const box = valueRegion(rng, sa.width, sa.height);
        const dec = await decodeRgb(scanPng);
        const clean = await renderPage(pb, 1, dpi);
        paste(dec, clean, box);
        await put(`${stem}-scan-typed.png`, await toPng(dec), { ...base, kind: 'tampered', variant: 'png-paste', format: 'png', regions: [box] });
      }
      // png-photo: an ID photo (a JPEG) pasted into the page.
      {
        const w = Math.round(sa.width * rng.float(0.12, 0.18));
        const h = Math.round(w * 1.3);
        const box = { left: Math.round(sa.width * rng.float(0.05, 0.8)), top: Math.round(sa.height * rng.float(0.08, 0.6)), width: w, height: h };
        const photo = await idPhoto(rng, w, h, rng.int(70, 92));
        const dec = await decodeRgb(scanPng);
        paste(dec, photo, box, { dx: -box.left, dy: -box.top });
        await put(`${stem}-scan-photo.png`, await (await raw(dec)).png().toBuffer(), { ...base, kind: 'tampered', variant: 'png-photo', format: 'png', regions: [box] });
      }
      // clone: a region (the stamp when there is one, else a value) copied elsewhere on the page.
      {
        const onPhoto = rng.bool();
        const img = onPhoto ? await decodeRgb(photoJpeg) : await decodeRgb(scanJpeg);
        const box = valueRegion(rng, img.width, img.height);
        box.width = Math.max(box.width, Math.round(img.width * 0.12));
        box.height = Math.max(box.height, Math.round(img.height * 0.04));
        let dx = 0;
        let dy = 0;
        for (let t = 0; t < 50; t++) {
          dx = rng.int(-Math.round(img.width * 0.4), Math.round(img.width * 0.4));
          dy = rng.int(-Math.round(img.height * 0.3), Math.round(img.height * 0.3));
          const nx = box.left + dx;
          const ny = box.top + dy;
          if (Math.hypot(dx, dy) > Math.max(box.width, box.height) * 1.2 && nx > 0 && ny > 0 && nx + box.width < img.width && ny + box.height < img.height) break;
        }
        const src = { ...img, data: Buffer.from(img.data) };
        const target = { left: box.left + dx, top: box.top + dy, width: box.width, height: box.height };
        paste(img, src, target, { dx: -dx, dy: -dy });
        const q2 = rng.int(85, 96);
        await put(`${stem}-clone.jpg`, await toJpeg(img, q2), { ...base, kind: 'tampered', variant: onPhoto ? 'clone-photo' : 'clone-scan', format: 'jpeg', regions: [target, box] });
      }
      process.stdout.write('.');
      await writeFile(path.join(outDir, 'items.json'), JSON.stringify(items, null, 1));
    }
  }
  process.stdout.write('\n');
  await writeFile(path.join(outDir, 'items.json'), JSON.stringify(items, null, 1));
  return items;
}

function overlaps(sig: ForensicsSignal, regions: Box[], w: number, h: number): boolean {
  return sig.evidence.boxes.some((b) =>
    regions.some((r) => {
      const x0 = Math.max(b.x * w, r.left);
      const y0 = Math.max(b.y * h, r.top);
      const x1 = Math.min((b.x + b.width) * w, r.left + r.width);
      const y1 = Math.min((b.y + b.height) * h, r.top + r.height);
      return x1 > x0 && y1 > y0;
    }),
  );
}

async function main(): Promise<void> {
  const outDir = arg('--out') ?? path.join(tmpdir(), 'f-image-calib');
  const perFamily = Number(arg('--per-family') ?? 1);
  const verbose = process.argv.includes('--verbose');
  const only = arg('--only');
  let items: CalibItem[];
  if (!process.argv.includes('--regen') && existsSync(path.join(outDir, 'items.json'))) items = JSON.parse(await readFile(path.join(outDir, 'items.json'), 'utf8'));
  else {
    const t0 = Date.now();
    items = await makeCorpus(outDir, perFamily, Number(arg('--families') ?? 1000));
    console.log(`corpus: ${items.length} images in ${outDir} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  if (process.argv.includes('--make-only')) return;
  if (only) items = items.filter((i) => i.variant.startsWith(only));
  // --sample n: every n-th family only (a quicker run).
  const sample = Number(arg('--sample') ?? 1);
  const fams = [...new Set(items.map((i) => i.family))];
  items = items.filter((i) => fams.indexOf(i.family) % sample === 0);

  const rows = new Map<string, { n: number; flagged: number; high: number; found: number; foundHigh: number; ms: number }>();
  const times: number[] = [];
  for (const it of items) {
    const bytes = await readFile(path.join(outDir, it.file));
    const meta = await sharp(bytes).metadata();
    const t0 = Date.now();
    const r = await analyseImageForensics(bytes, { isJpeg: it.format === 'jpeg', page: 1 });
    const ms = Date.now() - t0;
    times.push(ms);
    const sigs = [r[9], r[10], r[11]].flatMap((o) => o.signals ?? []);
    const strong = sigs.filter((s) => s.severity !== 'low');
    const row = rows.get(`${it.kind}/${it.variant}`) ?? { n: 0, flagged: 0, high: 0, found: 0, foundHigh: 0, ms: 0 };
    row.n++;
    row.ms += ms;
    if (strong.length) row.flagged++;
    if (sigs.some((s) => s.severity === 'high')) row.high++;
    if (it.regions) {
      const hit = strong.filter((s) => overlaps(s, it.regions!, meta.width ?? 1, meta.height ?? 1));
      if (hit.length) row.found++;
      if (hit.some((s) => s.severity === 'high')) row.foundHigh++;
    }
    rows.set(`${it.kind}/${it.variant}`, row);
    if (verbose || (it.kind === 'clean' && strong.length) || (it.kind === 'tampered' && !strong.length)) {
      console.log(`${it.kind === 'clean' ? (strong.length ? 'FALSE FLAG' : 'ok') : strong.length ? 'found' : 'MISSED'} ${it.file} ${ms} ms`);
      for (const s of sigs) console.log(`    ${s.checkNumber} ${s.severity} ${s.code}: ${s.message} ${s.evidence.values.map((v) => `${v.label}=${v.value}`).join(' ')}`);
      if (verbose && it.regions) console.log(`    planted: ${it.regions.map((b) => `${(b.left / (meta.width ?? 1)).toFixed(2)},${(b.top / (meta.height ?? 1)).toFixed(2)}`).join(' ')}`);
    }
  }
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
  console.log('\n| set | variant | n | flagged (medium/high) | high | found at the planted region | found as high | ms/page |');
  console.log('|---|---|---|---|---|---|---|---|');
  const tot = { clean: { n: 0, f: 0, h: 0 }, tampered: { n: 0, f: 0, h: 0 } };
  for (const [k, r] of [...rows].sort()) {
    const [kind, variant] = k.split('/');
    console.log(`| ${kind} | ${variant} | ${r.n} | ${pct(r.flagged, r.n)} | ${pct(r.high, r.n)} | ${kind === 'tampered' ? pct(r.found, r.n) : ''} | ${kind === 'tampered' ? pct(r.foundHigh, r.n) : ''} | ${Math.round(r.ms / r.n)} |`);
    const t = tot[kind as 'clean' | 'tampered'];
    t.n += r.n;
    t.f += kind === 'clean' ? r.flagged : r.found;
    t.h += kind === 'clean' ? r.high : r.foundHigh;
  }
  times.sort((a, b) => a - b);
  console.log(`\nclean flagged (medium or high): ${pct(tot.clean.f, tot.clean.n)} of ${tot.clean.n}; clean with a high signal: ${pct(tot.clean.h, tot.clean.n)}`);
  console.log(`planted changes found at their place: ${pct(tot.tampered.f, tot.tampered.n)} of ${tot.tampered.n}; found as high: ${pct(tot.tampered.h, tot.tampered.n)}`);
  console.log(`time per page: median ${times[Math.floor(times.length / 2)]} ms, max ${times[times.length - 1]} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
