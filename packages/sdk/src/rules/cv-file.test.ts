import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../contract/applications';
import {
  claimedCvKind,
  cvFileMetaProblem,
  cvFileProblem,
  DOCX_MIME,
  MSG_CV_CONTENT,
  MSG_CV_EMPTY,
  MSG_CV_REQUIRED,
  MSG_CV_TOO_LARGE,
  MSG_CV_TYPE,
  PDF_MIME,
  sniffCvKind,
} from './cv-file';

const PDF_HEAD = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]);

describe('claimedCvKind', () => {
  it.each([
    [{ name: 'cv.bin', type: PDF_MIME, size: 1 }, 'pdf'],
    [{ name: 'cv.bin', type: DOCX_MIME, size: 1 }, 'docx'],
    [{ name: 'CV.PDF', type: '', size: 1 }, 'pdf'],
    [{ name: 'cv.docx', type: 'application/octet-stream', size: 1 }, 'docx'],
    [{ name: 'cv.pdf', type: 'image/png', size: 1 }, null],
    [{ name: 'cv.doc', type: '', size: 1 }, null],
    [{ size: 1 }, null],
  ] as const)('reads %j as %s', (file, kind) => {
    expect(claimedCvKind(file)).toBe(kind);
  });
});

describe('sniffCvKind', () => {
  it.each([
    [PDF_HEAD, 'pdf'],
    [ZIP_HEAD, 'docx'],
    [PNG_HEAD, null],
    [new Uint8Array([0x25, 0x50]), null],
  ] as const)('reads the first bytes %j as %s', (head, kind) => {
    expect(sniffCvKind(head)).toBe(kind);
  });
});

describe('cvFileProblem', () => {
  it.each([
    ['no file', undefined, PDF_HEAD, MSG_CV_REQUIRED],
    ['a PDF', { name: 'cv.pdf', type: PDF_MIME, size: 1000 }, PDF_HEAD, null],
    ['a DOCX', { name: 'cv.docx', type: DOCX_MIME, size: 1000 }, ZIP_HEAD, null],
    ['an image', { name: 'cv.png', type: 'image/png', size: 1000 }, PNG_HEAD, MSG_CV_TYPE],
    ['exactly 5 MB', { name: 'cv.pdf', type: PDF_MIME, size: CV_MAX_BYTES }, PDF_HEAD, null],
    ['over 5 MB', { name: 'cv.pdf', type: PDF_MIME, size: CV_MAX_BYTES + 1 }, PDF_HEAD, MSG_CV_TOO_LARGE],
    ['an empty file', { name: 'cv.pdf', type: PDF_MIME, size: 0 }, new Uint8Array(), MSG_CV_EMPTY],
    ['a PDF name over PNG bytes', { name: 'cv.pdf', type: PDF_MIME, size: 1000 }, PNG_HEAD, MSG_CV_CONTENT],
    ['a DOCX name over PDF bytes', { name: 'cv.docx', type: DOCX_MIME, size: 1000 }, PDF_HEAD, MSG_CV_CONTENT],
  ] as const)('%s → %s', (_label, file, head, problem) => {
    expect(cvFileProblem(file, head)).toBe(problem);
  });

  it('checks type and size without bytes', () => {
    expect(cvFileMetaProblem(null)).toBe(MSG_CV_REQUIRED);
    expect(cvFileMetaProblem({ name: 'cv.pdf', type: PDF_MIME, size: 10 })).toBeNull();
  });
});
