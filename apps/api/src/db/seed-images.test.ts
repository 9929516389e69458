import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companyInitial } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_COMPANIES, DEFAULT_SEED_RNG } from './seed';
import { createSeedFaker, generateCompanies } from './seed-generate';
import { createDiskStorage } from '../storage/disk-storage';
import { companyCoverSvg, companyLogoSvg, writeCompanyImages } from './seed-images';

const NAMES = generateCompanies(createSeedFaker(DEFAULT_SEED_RNG), DEFAULT_SEED_COMPANIES + 1, 10, new Date('2026-01-01T00:00:00Z')).map(
  (company) => company.company_name,
);

describe('seeded company pictures', () => {
  it('are the same for the same name', () => {
    expect(companyLogoSvg('Công ty TNHH Phần mềm Sao Việt')).toBe(companyLogoSvg('Công ty TNHH Phần mềm Sao Việt'));
    expect(companyCoverSvg('Công ty TNHH Phần mềm Sao Việt')).toBe(companyCoverSvg('Công ty TNHH Phần mềm Sao Việt'));
  });

  it('differ between every seeded company', () => {
    expect(new Set(NAMES).size).toBe(NAMES.length);
    expect(new Set(NAMES.map(companyLogoSvg)).size).toBe(NAMES.length);
    expect(new Set(NAMES.map(companyCoverSvg)).size).toBe(NAMES.length);
    // Not only the letter: the colours and motifs vary too.
    const looks = new Set(NAMES.map((name) => companyLogoSvg(name).replace(/<text[^>]*>.*<\/text>/, '')));
    expect(looks.size).toBeGreaterThan(NAMES.length / 2);
  });

  it('show the letter of the company’s distinctive word, as its tile does', () => {
    const logo = companyLogoSvg('Công ty TNHH MTV Thương mại Đông Á');
    expect(logo).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\n$/s);
    expect(/<text[^>]*>(.*)<\/text>/.exec(logo)?.[1]).toBe('Đ');
    for (const name of NAMES.slice(0, 20)) expect(companyLogoSvg(name)).toContain(`>${companyInitial(name)}</text>`);
    expect(NAMES.map(companyInitial).filter((letter) => letter === 'C').length).toBeLessThan(NAMES.length / 10);
  });

  it('are written under public/seed with names from their content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jobhub-images-'));
    try {
      const keys = await writeCompanyImages(createDiskStorage(dir), NAMES[0]!);
      expect(keys.logo).toMatch(/^public\/seed\/logo-[0-9a-f]{20}\.svg$/);
      expect(keys.background_image).toMatch(/^public\/seed\/cover-[0-9a-f]{20}\.svg$/);
      expect(await readFile(join(dir, keys.logo), 'utf8')).toBe(companyLogoSvg(NAMES[0]!));
      expect(await writeCompanyImages(createDiskStorage(dir), NAMES[0]!)).toEqual(keys);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
