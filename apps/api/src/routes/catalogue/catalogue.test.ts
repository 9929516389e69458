import { ApiErrorBodySchema, CITIES, getField, getPosition, listCities, listFieldPositions, listFields, listPositions, type Page } from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, type TestCatalogue } from '../../test/employer-fixtures';

describeEachDatabase('catalogue', (kind) => {
  const ctx = useTestContext(kind);
  const get = async (url: string) => {
    const response = await ctx().inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  let catalogue: TestCatalogue;
  /** Without `?page=` a list answers the whole list, as before paging on request. */
  const whole = <T>(data: T[] | Page<T>): T[] => {
    if (!Array.isArray(data)) throw new Error('expected the whole list, got a page');
    return data;
  };

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
  });

  it('lists fields and positions, all or of one field, with the contract shapes', async () => {
    const fields = whole(listFields.responses[200].parse((await get('/api/fields/')).body).data);
    expect(fields.map((field) => field.id)).toEqual(expect.arrayContaining([catalogue.fieldId, catalogue.otherFieldId]));
    const positions = whole(listPositions.responses[200].parse((await get('/api/positions')).body).data);
    expect(positions).toContainEqual({ id: catalogue.positionId, name: 'Kỹ sư phần mềm', field: catalogue.fieldId });
    const ofField = whole(listFieldPositions.responses[200].parse((await get(`/api/positions/field/${catalogue.fieldId}/`)).body).data);
    expect(ofField).toEqual([{ id: catalogue.positionId, name: 'Kỹ sư phần mềm', field: catalogue.fieldId }]);
  });

  it('reads one field and one position, 404 when unknown, 400 for a bad id', async () => {
    expect(getField.responses[200].parse((await get(`/api/fields/${catalogue.fieldId}/`)).body).data.id).toBe(catalogue.fieldId);
    expect(getPosition.responses[200].parse((await get(`/api/position/${catalogue.positionId}`)).body).data.field).toBe(catalogue.fieldId);
    for (const [url, message] of [
      ['/api/fields/999999/', 'Không tìm thấy ngành nghề'],
      ['/api/positions/field/999999/', 'Không tìm thấy ngành nghề'],
      ['/api/position/999999/', 'Không tìm thấy vị trí'],
    ] as const) {
      const { status, body } = await get(url);
      expect(status, url).toBe(404);
      expect(ApiErrorBodySchema.parse(body).message).toBe(message);
    }
    const bad = await get('/api/fields/abc/');
    expect(bad.status).toBe(400);
    ApiErrorBodySchema.parse(bad.body);
  });

  it('lists the 63 provinces shipped with the app', async () => {
    expect(listCities.responses[200].parse((await get('/api/cities/')).body).data).toEqual([...CITIES]);
  });
});
