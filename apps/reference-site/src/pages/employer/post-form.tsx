import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import {
  CITIES,
  errorMessage,
  EXPERIENCES,
  LEVELS,
  millionsText,
  parseMillions,
  postingLimit,
  TYPE_WORKINGS,
  type EmployerPostDetail,
  type PostingLimit,
  type PostWriteBody,
  type PostWriteInput,
} from '@jobhub/sdk';
import { POST_TITLE_MAX, PostWriteBodySchema } from '@jobhub/sdk/contract';
import { notify } from '../../app/notify';
import { useClient } from '../../app/client-context';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { FieldShell, FormError, InputField, SelectField, SubmitButton } from '../../components/form-field';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { PostingLimitModal } from './posting-limit-modal';
import { ACTIVE_POST_NOTE } from './posts';
import { LoadError, Loading, useResource } from './shared';
import { ChoiceOptions } from '../../components/choice-options';

const CREATED = 'Đăng tin tuyển dụng thành công!';
const UPDATED = 'Cập nhật tin tuyển dụng thành công!';
const CREATE_FAILED = 'Không thể đăng tin tuyển dụng';
const UPDATE_FAILED = 'Không thể cập nhật tin tuyển dụng';
const POST_LOAD_FAILED = 'Không thể tải tin tuyển dụng';
const CATALOGUE_FAILED = 'Không thể tải danh sách ngành nghề';
const CHECK_MARKED_FIELDS = 'Vui lòng kiểm tra lại các trường được đánh dấu';

const EMPTY: Values = {
  title: '',
  field: '',
  position: '',
  city: '',
  district: '',
  detail_address: '',
  experience: '',
  level: '',
  type_working: '',
  time_working: '',
  quantity: '1',
  salary_min: '',
  salary_max: '',
  description: '',
  required: '',
  interest: '',
  deadline: '',
  is_salary_negotiable: false,
};

function valuesOf(post: EmployerPostDetail): Values {
  return {
    title: post.title,
    field: String(post.field.id),
    position: String(post.position.id),
    city: post.city,
    district: post.district ?? '',
    detail_address: post.detail_address ?? '',
    experience: post.experience,
    level: post.level,
    type_working: post.type_working,
    time_working: post.time_working ?? '',
    quantity: String(post.quantity),
    salary_min: millionsText(post.salary_min),
    salary_max: millionsText(post.salary_max),
    // The stored HTML: `description` & co. are its plain text, for clients of the original API (issue 26).
    description: post.description_html,
    required: post.required_html,
    interest: post.interest_html,
    deadline: post.deadline.slice(0, 10),
    is_salary_negotiable: post.is_salary_negotiable,
  };
}

const text = /* @__PURE__ */ z.string();
const chosen = (message: string) => z.string().check(z.minLength(1, message));
/** A salary must read as an amount (`parseMillions`) unless it is negotiable (its input is then disabled). */
const salaryIsAmount = (key: 'salary_min' | 'salary_max') =>
  z.check<{ is_salary_negotiable: boolean; salary_min: string; salary_max: string }>((context) => {
    if (context.value.is_salary_negotiable) return;
    const salary = parseMillions(context.value[key]);
    if (!salary.ok) context.issues.push({ code: 'custom', input: context.value[key], message: salary.error, path: [key] });
  });

/** The form as its inputs hold it, with the form's own checks (the selects' messages, numbers). */
const PostFormValuesSchema = /* @__PURE__ */ z.object({
  title: text,
  field: chosen('Vui lòng chọn ngành nghề'),
  position: chosen('Vui lòng chọn vị trí'),
  city: chosen('Vui lòng chọn tỉnh/thành phố'),
  district: text,
  detail_address: text,
  experience: chosen('Vui lòng chọn kinh nghiệm'),
  level: chosen('Vui lòng chọn cấp bậc'),
  type_working: chosen('Vui lòng chọn hình thức làm việc'),
  time_working: text,
  quantity: text,
  salary_min: text,
  salary_max: text,
  description: text,
  required: text,
  interest: text,
  deadline: text,
  is_salary_negotiable: z.boolean(),
}).check(salaryIsAmount('salary_min'), salaryIsAmount('salary_max'));
type Values = z.input<typeof PostFormValuesSchema>;

/**
 * The form's own checks (the selects' messages, salaries typed as numbers), then its values as the
 * post body (salaries in VND) checked by the contract. The contract runs only once the form's
 * checks pass, as the two steps appear to the user.
 */
const PostFormSchema = /* @__PURE__ */ z.pipe(
  z.pipe(
    PostFormValuesSchema,
    // The contract checks every value; the cast only lets the form's values through to it.
    z.transform((values: Values) => toInput(values) as z.input<typeof PostWriteBodySchema>),
  ),
  PostWriteBodySchema,
);

/** The form values as the post body (salaries in VND), before the contract's checks. */
function toInput(values: Values): PostWriteInput {
  const negotiable = values.is_salary_negotiable;
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  const vnd = (text: string) => {
    const salary = parseMillions(text);
    return salary.ok ? salary.vnd : null;
  };
  return {
    title: values.title,
    position: Number(values.position) || undefined,
    city: (values.city || undefined) as PostWriteInput['city'],
    district: optional(values.district),
    detail_address: optional(values.detail_address),
    experience: (values.experience || undefined) as PostWriteInput['experience'],
    level: (values.level || undefined) as PostWriteInput['level'],
    type_working: (values.type_working || undefined) as PostWriteInput['type_working'],
    time_working: optional(values.time_working),
    quantity: values.quantity.trim() ? Number(values.quantity) : undefined,
    salary_min: negotiable ? null : vnd(values.salary_min),
    salary_max: negotiable ? null : vnd(values.salary_max),
    is_salary_negotiable: negotiable,
    description: values.description,
    required: values.required,
    interest: values.interest,
    deadline: values.deadline || undefined,
  };
}

function PostForm({ post }: { post?: EmployerPostDetail }) {
  const client = useClient();
  const navigate = useNavigate();
  const cache = useQueryCache();
  const form = useApiForm(PostFormSchema, post ? valuesOf(post) : EMPTY);
  const [limit, setLimit] = useState<PostingLimit | null>(null);
  const closeLimit = useCallback(() => setLimit(null), []);
  const fieldId = form.watch('field');
  const negotiable = form.watch('is_salary_negotiable');
  const [fields] = useResource('fields', () => client.catalogue.fields(), CATALOGUE_FAILED);
  const [positions] = useResource(fieldId ? `positions:${fieldId}` : null, () => client.catalogue.positions(Number(fieldId)), CATALOGUE_FAILED);
  const catalogueError = [fields, positions].find((resource) => resource.status === 'error');

  async function onSubmit(body: PostWriteBody) {
    try {
      const saved = await cache.write(STALE_AFTER.employer, () => (post ? client.employerPosts.update(post.id, body) : client.employerPosts.create(body)));
      notify.success(post ? UPDATED : CREATED);
      await navigate(`/employer/posts/${saved.id}`);
    } catch (error) {
      const refused = postingLimit(error);
      if (refused) {
        setLimit(refused);
        return;
      }
      form.setFormError(errorMessage(error, post ? UPDATE_FAILED : CREATE_FAILED));
      form.showFieldErrors(error);
    }
  }

  const salaryHint = 'Đơn vị: triệu đồng, ví dụ 15 hoặc 12,5';
  // Not react-hook-form's `disabled` option: it would drop the salaries from the body, which sends them as null.
  const salary = (name: 'salary_min' | 'salary_max') => ({ ...form.field(name), disabled: negotiable });
  // The rich-text fields hold the HTML the API stores; their editor reports it as it changes.
  const rich = (name: 'description' | 'required' | 'interest') => ({
    value: form.watch(name),
    onChange: (html: string) => form.setValue(name, html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    onBlur: () => void form.trigger(name).then(() => undefined, () => undefined),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return (
    <form
      className="card form"
      onSubmit={form.submit(onSubmit, () => form.setFormError(CHECK_MARKED_FIELDS))}
      noValidate
      aria-label={post ? 'Chỉnh sửa tin tuyển dụng' : 'Đăng tin tuyển dụng'}
    >
      <FormError message={form.formError} />
      {catalogueError?.status === 'error' ? <FormError message={catalogueError.message} /> : null}
      <div className="form-grid">
        <InputField label="Tiêu đề" required fieldClassName="span-2" maxLength={POST_TITLE_MAX} {...form.field('title')} />
        <SelectField label="Ngành nghề" required {...form.selectField('field', { onChange: () => form.setValue('position', '') })}>
          <option value="">Chọn ngành nghề</option>
          {(fields.status === 'ready' ? fields.data : []).map((field) => (
            <option key={field.id} value={field.id}>
              {field.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vị trí" required disabled={!fieldId} hint={fieldId ? undefined : 'Chọn ngành nghề trước'} {...form.selectField('position')}>
          <option value="">Chọn vị trí</option>
          {(positions.status === 'ready' ? positions.data : []).map((position) => (
            <option key={position.id} value={position.id}>
              {position.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tỉnh/Thành phố" required {...form.selectField('city')}>
          <ChoiceOptions placeholder="Chọn tỉnh/thành phố" values={CITIES} />
        </SelectField>
        <InputField label="Quận/Huyện" {...form.field('district')} />
        <InputField label="Địa chỉ làm việc" fieldClassName="span-2" {...form.field('detail_address')} />
        <SelectField label="Kinh nghiệm" required {...form.selectField('experience')}>
          <ChoiceOptions placeholder="Chọn kinh nghiệm" values={EXPERIENCES} />
        </SelectField>
        <SelectField label="Cấp bậc" required {...form.selectField('level')}>
          <ChoiceOptions placeholder="Chọn cấp bậc" values={LEVELS} />
        </SelectField>
        <SelectField label="Hình thức làm việc" required {...form.selectField('type_working')}>
          <ChoiceOptions placeholder="Chọn hình thức" values={TYPE_WORKINGS} />
        </SelectField>
        <InputField label="Thời gian làm việc" placeholder="Thứ 2 - Thứ 6, 8:30 - 17:30" {...form.field('time_working')} />
        <InputField label="Số lượng tuyển" required type="number" min={1} max={1000} step={1} {...form.field('quantity')} />
        <InputField label="Hạn nộp hồ sơ" required type="date" {...form.field('deadline')} />
        <InputField label="Lương tối thiểu (triệu)" inputMode="decimal" hint={salaryHint} {...salary('salary_min')} />
        <InputField label="Lương tối đa (triệu)" inputMode="decimal" hint={salaryHint} {...salary('salary_max')} />
        <FieldShell label="Lương thỏa thuận" className="span-2">
          {({ id }) => (
            <div className="checkbox-row">
              <input id={id} type="checkbox" {...form.register('is_salary_negotiable')} />
              <span className="muted">Không công bố mức lương cụ thể</span>
            </div>
          )}
        </FieldShell>
        <RichTextField label="Mô tả công việc" required fieldClassName="span-2" {...rich('description')} />
        <RichTextField label="Yêu cầu ứng viên" required fieldClassName="span-2" {...rich('required')} />
        <RichTextField label="Quyền lợi" required fieldClassName="span-2" {...rich('interest')} />
      </div>
      <div className="actions">
        <SubmitButton pending={form.pending} className="btn btn-primary">
          {post ? 'Lưu thay đổi' : 'Đăng tin'}
        </SubmitButton>
        <Link className="btn btn-outline" to={post ? `/employer/posts/${post.id}` : '/employer/posts'}>
          Hủy
        </Link>
      </div>
      {limit ? <PostingLimitModal limit={limit} onClose={closeLimit} /> : null}
    </form>
  );
}

/** /employer/posts/create */
export function PostCreatePage() {
  useDocumentTitle('Đăng tin tuyển dụng');
  return (
    <div className="stack">
      <div className="page-head">
        <h1>Đăng tin tuyển dụng</h1>
        <Link to="/employer/posts">Quay lại danh sách</Link>
      </div>
      <PostForm />
    </div>
  );
}

/** /employer/posts/:id/edit — refused while the post is shown (API.md), so the form waits until it is hidden. */
export function PostEditPage() {
  useDocumentTitle('Chỉnh sửa tin tuyển dụng');
  const client = useClient();
  const id = Number(useParams().id);
  const [post, retry] = useResource(`post:${id}`, () => client.employerPosts.get(id), POST_LOAD_FAILED);
  return (
    <div className="stack">
      <div className="page-head">
        <h1>Chỉnh sửa tin tuyển dụng</h1>
        <Link to="/employer/posts">Quay lại danh sách</Link>
      </div>
      {post.status === 'loading' ? <Loading /> : null}
      {post.status === 'error' ? <LoadError message={post.message} onRetry={retry} /> : null}
      {post.status === 'ready' && post.data.is_active ? (
        <div className="alert alert-info" role="status">
          Tin đang hiển thị nên chưa thể sửa. {ACTIVE_POST_NOTE} <Link to="/employer/posts">Về danh sách tin</Link>
        </div>
      ) : null}
      {post.status === 'ready' && !post.data.is_active ? <PostForm post={post.data} /> : null}
    </div>
  );
}
