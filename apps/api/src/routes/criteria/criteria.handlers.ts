/**
 * Job-search criteria rules (API.md: Saved jobs, criteria, recommendations).
 *
 * - One criteria per candidate: a second create answers 400 (update it instead); reading,
 *   updating or deleting when there is none answers 404 NO_CRITERIA_MESSAGE.
 * - `field` and `position` must exist, and a position must belong to the chosen field (on update,
 *   the field it will have after the change), so recommendations never filter on a dangling or
 *   contradictory pair. Each problem is a field error on its key.
 */
import { NO_CRITERIA_MESSAGE, type Criteria, type CriteriaBody, type FieldErrors } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError, httpError } from '../../lib/http-error';
import { findField, findPosition } from '../../repositories/catalogue';
import { deleteCriteria, findCriteria, insertCriteria, updateCriteria } from '../../repositories/criteria';

export const MSG_CRITERIA_EXISTS = 'Bạn đã có tiêu chí tìm việc, hãy cập nhật tiêu chí hiện có';
export const MSG_FIELD_UNKNOWN = 'Ngành nghề không tồn tại';
export const MSG_POSITION_UNKNOWN = 'Vị trí không tồn tại';
export const MSG_POSITION_OUTSIDE_FIELD = 'Vị trí không thuộc ngành nghề đã chọn';
export const MSG_CRITERIA_DELETED = 'Đã xóa tiêu chí tìm việc';

export function createCriteriaHandlers(app: FastifyInstance) {
  const { db } = app;

  /** Field errors for the field/position pair the criteria will hold. */
  async function checkRefs(body: CriteriaBody, current?: Criteria): Promise<void> {
    const errors: FieldErrors = {};
    const fieldId = body.field !== undefined ? body.field : (current?.field?.id ?? null);
    const positionId = body.position !== undefined ? body.position : (current?.position?.id ?? null);
    if (body.field !== undefined && body.field !== null && !(await findField(db, body.field))) errors.field = [MSG_FIELD_UNKNOWN];
    if (positionId !== null && (body.position !== undefined || body.field !== undefined)) {
      const position = await findPosition(db, positionId);
      if (!position) errors.position = [MSG_POSITION_UNKNOWN];
      else if (fieldId !== null && !errors.field && position.field !== fieldId) errors.position = [MSG_POSITION_OUTSIDE_FIELD];
    }
    if (Object.keys(errors).length > 0) throw fieldError(errors);
  }

  async function mine(userId: number): Promise<Criteria> {
    const found = await findCriteria(db, userId);
    if (!found) throw httpError(404, NO_CRITERIA_MESSAGE);
    return found;
  }

  return {
    get: mine,
    /** The candidate's criteria, or undefined when none was set yet. */
    find: (userId: number): Promise<Criteria | undefined> => findCriteria(db, userId),

    async create(userId: number, body: CriteriaBody): Promise<Criteria> {
      if (await findCriteria(db, userId)) throw httpError(400, MSG_CRITERIA_EXISTS);
      await checkRefs(body);
      if ((await insertCriteria(db, userId, body, app.clock.now())) === undefined) throw httpError(400, MSG_CRITERIA_EXISTS);
      return mine(userId);
    },

    async update(userId: number, body: CriteriaBody): Promise<Criteria> {
      await checkRefs(body, await mine(userId));
      if (!(await updateCriteria(db, userId, body, app.clock.now()))) throw httpError(404, NO_CRITERIA_MESSAGE);
      return mine(userId);
    },

    async remove(userId: number): Promise<void> {
      if (!(await deleteCriteria(db, userId))) throw httpError(404, NO_CRITERIA_MESSAGE);
    },
  };
}
