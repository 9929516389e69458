import * as z from 'zod/mini';

/** Experience values of a job post (API.md, Job posts). */
export const EXPERIENCES = ['Không yêu cầu', 'Dưới 1 năm', '1-2 năm', '3-5 năm', 'Trên 5 năm'] as const;
export const ExperienceSchema = /* @__PURE__ */ z.enum(EXPERIENCES, { error: 'Kinh nghiệm không hợp lệ' });
export type Experience = z.infer<typeof ExperienceSchema>;

export const LEVELS = ['Intern', 'Fresher', 'Junior', 'Middle', 'Senior', 'Leader', 'Manager', 'Director'] as const;
export const LevelSchema = /* @__PURE__ */ z.enum(LEVELS, { error: 'Cấp bậc không hợp lệ' });
export type Level = z.infer<typeof LevelSchema>;

export const TYPE_WORKINGS = [
  'Toàn thời gian',
  'Bán thời gian',
  'Làm việc từ xa',
  'Làm việc kết hợp',
  'Thực tập',
  'Hợp đồng',
] as const;
export const TypeWorkingSchema = /* @__PURE__ */ z.enum(TYPE_WORKINGS, { error: 'Hình thức làm việc không hợp lệ' });
export type TypeWorking = z.infer<typeof TypeWorkingSchema>;

/** Company size bands used by enterprises.scale and the `scales` filter. */
export const SCALES = ['1-9', '10-24', '25-99', '100-499', '500-999', '1000+'] as const;
export const ScaleSchema = /* @__PURE__ */ z.enum(SCALES, { error: 'Quy mô không hợp lệ' });
export type Scale = z.infer<typeof ScaleSchema>;

export const FieldSchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string() });
export type Field = z.infer<typeof FieldSchema>;

export const PositionSchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string(), field: z.number() });
export type Position = z.infer<typeof PositionSchema>;

export const NamedRefSchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;
