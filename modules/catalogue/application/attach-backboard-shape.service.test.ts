import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { AttachBackboardShapeService, type BackboardShape } from './attach-backboard-shape.service';

const SHAPE: BackboardShape = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h10v10z"/></svg>',
  geometry: { status: 'measured', failure_reason: null, measured_at: '2026-05-04T09:00:00.000Z' },
};

async function setUp() {
  const catalogue = aCatalogue();
  const service = new AttachBackboardShapeService(catalogue.customisers, catalogue.rows, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const backboard = await catalogue.aRow(customiser, 'backboards', {
    name: 'Contour', backboard_type: 'rectangle', geometry: { has_custom_shape: false, status: null, failure_reason: null, measured_at: null }, shape_svg: null,
  });
  return { catalogue, service, customiser, backboard };
}

describe('attaching a shape to a backboard', () => {
  it('keeps the shape inside the backboard, marks its geometry shaped, and records the write', async () => {
    const { catalogue, service, customiser, backboard } = await setUp();
    const saved = await catalogue.as(STORE, () => service.attach(customiser.id, backboard.id, SHAPE));
    expect(saved.attributes).toEqual({
      name: 'Contour', backboard_type: 'rectangle', shape_svg: SHAPE.svg,
      geometry: { has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: '2026-05-04T09:00:00.000Z' },
    });
    expect(await catalogue.rows.find({ storeId: STORE, customiserId: customiser.id, family: 'backboards' }, backboard.id)).toEqual(saved);
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'backboards', subject_id: backboard.id, action: 'updated' }]);
  });

  it('answers 404 for a row that is not a backboard of this customiser of the acting store', async () => {
    const { catalogue, service, customiser, backboard } = await setUp();
    const font = await catalogue.aRow(customiser, 'fonts', { name: 'Script' });
    await expect(catalogue.as(STORE, () => service.attach(customiser.id, font.id, SHAPE))).rejects.toMatchObject({ status: 404, detail: 'No backboard with that id exists in this store.' });
    await expect(catalogue.as(OTHER_STORE, () => service.attach(customiser.id, backboard.id, SHAPE))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(catalogue.writes()).toEqual([]);
  });
});
