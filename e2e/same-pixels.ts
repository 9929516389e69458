/**
 * Screenshot comparison for the look checks (widget-look, partner-loader): a widget on a plain page
 * and on a hostile one must look the same.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Fails unless the two PNGs are the same size and no pixel differs beyond pixelmatch's default
 * threshold (0.1): it absorbs the one-shade raster noise Chromium shows between two loads of the
 * same page (rounded corners, a native select's arrow), while a leaked uppercase, letter spacing,
 * italic or colour changes thousands of pixels. Writes both shots into `artifacts`, and the diff if any.
 */
export function assertSamePixels(plain: Buffer, hostile: Buffer, name: string, artifacts: string): void {
  const a = PNG.sync.read(plain);
  const b = PNG.sync.read(hostile);
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, `${name}-plain.png`), plain);
  writeFileSync(join(artifacts, `${name}-hostile.png`), hostile);
  assert.deepEqual({ width: b.width, height: b.height }, { width: a.width, height: a.height }, `${name}: the hostile page changed the widget's size`);
  const diff = new PNG({ width: a.width, height: a.height });
  const different = pixelmatch(a.data, b.data, diff.data, a.width, a.height);
  if (different > 0) writeFileSync(join(artifacts, `${name}-diff.png`), PNG.sync.write(diff));
  assert.equal(different, 0, `${name}: ${different} pixels differ under hostile CSS (see ${artifacts})`);
}
