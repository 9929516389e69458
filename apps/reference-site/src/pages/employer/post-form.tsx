import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CITIES,
  errorMessage,
  EXPERIENCES,
  fieldErrors,
  LEVELS,
  millionsText,
  parseMillions,
  postingLimit,
  TYPE_WORKINGS,
  type EmployerPostDetail,
  type Field,
  type Position,
  type PostingLimit,
  type PostWriteInput,
} from '@jobhub/sdk';
import { notify } from '../../app/notify';
import { useClient } from '../../app/client-context';
import { FieldShell, FormError, InputField, SelectField, SubmitButton, TextareaField } from '../../components/form-field';
import { firstMessages, useFormState } from '../../components/use-form-state';
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

const EMPTY = {
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
};
type Values = typeof EMPTY;

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
    description: post.description,
    required: post.required,
    interest: post.interest,
    deadline: post.deadline.slice(0, 10),
  };
}

const REQUIRED_SELECTS: [keyof Values, string][] = [
  ['position', 'Vui lòng chọn vị trí'],
  ['city', 'Vui lòng chọn tỉnh/thành phố'],
  ['experience', 'Vui lòng chọn kinh nghiệm'],
  ['level', 'Vui lòng chọn cấp bậc'],
  ['type_working', 'Vui lòng chọn hình thức làm việc'],
];

/** The form values as the SDK's post body (salaries in VND); the SDK checks it with the contract. */
/** The form as the API body; the salaries (typed in triệu) were checked with `parseMillions` first. */
function toInput(values: Values, negotiable: boolean): PostWriteInput {
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
  const form = useFormState<Values>(post ? valuesOf(post) : EMPTY);
  const [negotiable, setNegotiable] = useState(post?.is_salary_negotiable ?? false);
  const [fields, setFields] = useState<Field[]>([]);
  const [positions, setPositions] = useState<Position[]>([]);
  const [catalogueError, setCatalogueError] = useState<string | null>(null);
  const [limit, setLimit] = useState<PostingLimit | null>(null);
  const closeLimit = useCallback(() => setLimit(null), []);
  const fieldId = form.values.field;

  useEffect(() => {
    client.catalogue.fields().then(setFields, (error: unknown) => setCatalogueError(errorMessage(error, CATALOGUE_FAILED)));
  }, [client]);
  useEffect(() => {
    if (!fieldId) {
      setPositions([]);
      return;
    }
    let active = true;
    client.catalogue.positions(Number(fieldId)).then(
      (list) => active && setPositions(list),
      (error: unknown) => active && setCatalogueError(errorMessage(error, CATALOGUE_FAILED)),
    );
    return () => {
      active = false;
    };
  }, [client, fieldId]);

  const fieldBinding = form.bind('field');
  const onFieldChange = (event: { target: { value: string } }) => {
    fieldBinding.onChange(event);
    form.setValues((current) => ({ ...current, field: event.target.value, position: '' }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const missing: Record<string, string> = {};
    for (const [key, message] of REQUIRED_SELECTS) if (!form.values[key]) missing[key] = message;
    if (!form.values.field) missing.field = 'Vui lòng chọn ngành nghề';
    for (const key of ['salary_min', 'salary_max'] as const) {
      const salary = parseMillions(form.values[key]);
      if (!negotiable && !salary.ok) missing[key] = salary.error;
    }
    if (Object.keys(missing).length > 0) {
      form.setErrors(missing);
      form.setFormError('Vui lòng kiểm tra lại các trường được đánh dấu');
      return;
    }
    form.setErrors({});
    form.setPending(true);
    try {
      const input = toInput(form.values, negotiable);
      const saved = post ? await client.employerPosts.update(post.id, input) : await client.employerPosts.create(input);
      notify.success(post ? UPDATED : CREATED);
      await navigate(`/employer/posts/${saved.id}`);
    } catch (error) {
      form.setPending(false);
      const refused = postingLimit(error);
      if (refused) {
        setLimit(refused);
        return;
      }
      form.setFormError(errorMessage(error, post ? UPDATE_FAILED : CREATE_FAILED));
      form.setErrors(firstMessages(fieldErrors(error)));
    }
  }

  const salaryHint = 'Đơn vị: triệu đồng, ví dụ 15 hoặc 12,5';
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-label={post ? 'Chỉnh sửa tin tuyển dụng' : 'Đăng tin tuyển dụng'}>
      <FormError message={form.formError} />
      {catalogueError ? <FormError message={catalogueError} /> : null}
      <div className="form-grid">
        <InputField label="Tiêu đề" required fieldClassName="span-2" maxLength={200} {...form.bind('title')} />
        <SelectField label="Ngành nghề" required {...fieldBinding} onChange={onFieldChange}>
          <option value="">Chọn ngành nghề</option>
          {fields.map((field) => (
            <option key={field.id} value={field.id}>
              {field.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vị trí" required disabled={!fieldId} hint={fieldId ? undefined : 'Chọn ngành nghề trước'} {...form.bind('position')}>
          <option value="">Chọn vị trí</option>
          {positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tỉnh/Thành phố" required {...form.bind('city')}>
          <ChoiceOptions placeholder="Chọn tỉnh/thành phố" values={CITIES} />
        </SelectField>
        <InputField label="Quận/Huyện" {...form.bind('district')} />
        <InputField label="Địa chỉ làm việc" fieldClassName="span-2" {...form.bind('detail_address')} />
        <SelectField label="Kinh nghiệm" required {...form.bind('experience')}>
          <ChoiceOptions placeholder="Chọn kinh nghiệm" values={EXPERIENCES} />
        </SelectField>
        <SelectField label="Cấp bậc" required {...form.bind('level')}>
          <ChoiceOptions placeholder="Chọn cấp bậc" values={LEVELS} />
        </SelectField>
        <SelectField label="Hình thức làm việc" required {...form.bind('type_working')}>
          <ChoiceOptions placeholder="Chọn hình thức" values={TYPE_WORKINGS} />
        </SelectField>
        <InputField label="Thời gian làm việc" placeholder="Thứ 2 - Thứ 6, 8:30 - 17:30" {...form.bind('time_working')} />
        <InputField label="Số lượng tuyển" required type="number" min={1} max={1000} step={1} {...form.bind('quantity')} />
        <InputField label="Hạn nộp hồ sơ" required type="date" {...form.bind('deadline')} />
        <InputField label="Lương tối thiểu (triệu)" inputMode="decimal" disabled={negotiable} hint={salaryHint} {...form.bind('salary_min')} />
        <InputField label="Lương tối đa (triệu)" inputMode="decimal" disabled={negotiable} hint={salaryHint} {...form.bind('salary_max')} />
        <FieldShell label="Lương thỏa thuận" className="span-2">
          {({ id }) => (
            <div className="checkbox-row">
              <input id={id} type="checkbox" checked={negotiable} onChange={(event) => setNegotiable(event.target.checked)} />
              <span className="muted">Không công bố mức lương cụ thể</span>
            </div>
          )}
        </FieldShell>
        <TextareaField label="Mô tả công việc" required fieldClassName="span-2" rows={6} hint="Mỗi dòng giữ nguyên khi hiển thị" {...form.bind('description')} />
        <TextareaField label="Yêu cầu ứng viên" required fieldClassName="span-2" rows={6} {...form.bind('required')} />
        <TextareaField label="Quyền lợi" required fieldClassName="span-2" rows={6} {...form.bind('interest')} />
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
