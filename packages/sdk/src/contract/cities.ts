import * as z from 'zod/mini';
import { withoutAccents } from './without-accents';

/**
 * The 63 provinces and centrally-run cities of Vietnam (before the 2025 merger), shipped with the
 * app so that no outside service is called (API.md, Catalogue).
 */
export const CITIES = [
  'Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ',
  'An Giang', 'Bà Rịa - Vũng Tàu', 'Bắc Giang', 'Bắc Kạn', 'Bạc Liêu',
  'Bắc Ninh', 'Bến Tre', 'Bình Định', 'Bình Dương', 'Bình Phước',
  'Bình Thuận', 'Cà Mau', 'Cao Bằng', 'Đắk Lắk', 'Đắk Nông',
  'Điện Biên', 'Đồng Nai', 'Đồng Tháp', 'Gia Lai', 'Hà Giang',
  'Hà Nam', 'Hà Tĩnh', 'Hải Dương', 'Hậu Giang', 'Hòa Bình',
  'Hưng Yên', 'Khánh Hòa', 'Kiên Giang', 'Kon Tum', 'Lai Châu',
  'Lâm Đồng', 'Lạng Sơn', 'Lào Cai', 'Long An', 'Nam Định',
  'Nghệ An', 'Ninh Bình', 'Ninh Thuận', 'Phú Thọ', 'Phú Yên',
  'Quảng Bình', 'Quảng Nam', 'Quảng Ngãi', 'Quảng Ninh', 'Quảng Trị',
  'Sóc Trăng', 'Sơn La', 'Tây Ninh', 'Thái Bình', 'Thái Nguyên',
  'Thanh Hóa', 'Thừa Thiên Huế', 'Tiền Giang', 'Trà Vinh', 'Tuyên Quang',
  'Vĩnh Long', 'Vĩnh Phúc', 'Yên Bái',
] as const;

export const CitySchema = /* @__PURE__ */ z.enum(CITIES, { error: 'Tỉnh/thành phố không hợp lệ' });
export type City = z.infer<typeof CitySchema>;

/** A name reduced to what tells cities apart: no accents, no case, no punctuation, no spaces. */
function cityKey(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    // Administrative prefixes: 'Thành phố Hà Nội', 'TP. Hồ Chí Minh', 'Tỉnh Bình Dương'.
    .replace(/^(thanh pho|tp|tinh) /, '')
    .replaceAll(' ', '');
}

/** Common names that are not the catalogue's name with a prefix, by their key. */
const CITY_NICKNAMES: Readonly<Record<string, City>> = {
  hcm: 'Hồ Chí Minh',
  tphcm: 'Hồ Chí Minh',
  hochiminhcity: 'Hồ Chí Minh',
  saigon: 'Hồ Chí Minh',
  hanoicity: 'Hà Nội',
  hue: 'Thừa Thiên Huế',
  vungtau: 'Bà Rịa - Vũng Tàu',
};

let citiesByKey: Map<string, City> | undefined;

/**
 * The catalogue's name of a city written any common way ('Thành phố Hà Nội', 'TP. Hồ Chí Minh',
 * 'TP.HCM', 'Tỉnh Bình Dương', 'binh duong'), or `name` unchanged when no city is meant, so that
 * the city schema still refuses it.
 */
export function normalizeCityName(name: string): string {
  citiesByKey ??= new Map(CITIES.map((city) => [cityKey(city), city]));
  const key = cityKey(name);
  return citiesByKey.get(key) ?? CITY_NICKNAMES[key] ?? name;
}

/**
 * A city in a query string or a request body (post, criteria, company), by any common name
 * (normalizeCityName); unknown names answer 400 as {@link CitySchema} does.
 */
export const CityQuerySchema = /* @__PURE__ */ z.pipe(
  z.transform((name: City) => (typeof name === 'string' ? normalizeCityName(name) : name)),
  CitySchema,
);
