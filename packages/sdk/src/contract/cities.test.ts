import { describe, expect, it } from 'vitest';
import { CITIES, CityQuerySchema, normalizeCityName } from './cities';

describe('normalizeCityName', () => {
  it.each([
    ['Hà Nội', 'Hà Nội'],
    ['Thành phố Hà Nội', 'Hà Nội'],
    ['thanh pho ha noi', 'Hà Nội'],
    ['TP Hà Nội', 'Hà Nội'],
    ['Ha Noi', 'Hà Nội'],
    ['hanoi', 'Hà Nội'],
    ['TP. Hồ Chí Minh', 'Hồ Chí Minh'],
    ['Thành phố Hồ Chí Minh', 'Hồ Chí Minh'],
    ['TP.HCM', 'Hồ Chí Minh'],
    ['TPHCM', 'Hồ Chí Minh'],
    ['HCM', 'Hồ Chí Minh'],
    ['Ho Chi Minh City', 'Hồ Chí Minh'],
    ['Sài Gòn', 'Hồ Chí Minh'],
    ['Tỉnh Bình Dương', 'Bình Dương'],
    ['tinh binh duong', 'Bình Dương'],
    ['  BÌNH   DƯƠNG ', 'Bình Dương'],
    ['TP Đà Nẵng', 'Đà Nẵng'],
    ['Da Nang', 'Đà Nẵng'],
    ['Thanh Hoa', 'Thanh Hóa'],
    ['Tỉnh Thanh Hoá', 'Thanh Hóa'],
    ['Hoà Bình', 'Hòa Bình'],
    ['Bà Rịa Vũng Tàu', 'Bà Rịa - Vũng Tàu'],
    ['Vũng Tàu', 'Bà Rịa - Vũng Tàu'],
    ['Huế', 'Thừa Thiên Huế'],
    ['Dak Lak', 'Đắk Lắk'],
  ])('%s → %s', (name, city) => {
    expect(normalizeCityName(name)).toBe(city);
  });

  it.each(['Paris', 'Hà', '', 'Thành phố', 'Tỉnh'])('leaves %j unchanged (not a city)', (name) => {
    expect(normalizeCityName(name)).toBe(name);
  });

  it('keeps every catalogue name as it is, and tells all 63 apart once accents are gone', () => {
    for (const city of CITIES) expect(normalizeCityName(city)).toBe(city);
    const plain = CITIES.map((city) => normalizeCityName(city.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd')));
    expect(plain).toEqual([...CITIES]);
  });

  it('parses query cities to the catalogue name and still refuses unknown ones', () => {
    expect(CityQuerySchema.parse('TP.HCM')).toBe('Hồ Chí Minh');
    expect(CityQuerySchema.safeParse('Atlantis').error?.issues[0]?.message).toBe('Tỉnh/thành phố không hợp lệ');
  });
});
